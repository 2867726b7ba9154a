import { remoteConfig } from '../rspack.common';

/** The evaluator remote: its build is every remote's (rspack.common.ts). */
export default remoteConfig(__dirname, { name: 'evaluator', devPort: 3002 });
