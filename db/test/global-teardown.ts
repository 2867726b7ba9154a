import { stopTestServer } from './test-server';

export default stopTestServer;
