import { remoteConfig } from '../rspack.common';

/** The admin remote: its build is every remote's (rspack.common.ts). */
export default remoteConfig(__dirname, { name: 'admin', devPort: 3003 });
