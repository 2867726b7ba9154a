import { ensureTestServer } from './test-server';

export default ensureTestServer;
