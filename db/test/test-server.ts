import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clusterUrl, createCluster, startCluster, stopCluster } from '../src/embedded-postgres';

/**
 * The PostgreSQL server a test run creates and drops its databases on: the one TEST_DATABASE_URL
 * names, or else an embedded PostgreSQL the run starts for itself in a temporary folder (so a
 * machine with no PostgreSQL server runs the tests). Jest's global setups call `ensureTestServer`
 * before the test processes start, which then find the server's URL in TEST_DATABASE_URL; the
 * run's global teardown stops it and removes its folder.
 */
const FOLDER_ENV = 'VSP_TEST_POSTGRES_DIR';

/** A new folder that PostgreSQL's system user can reach when the tests run as root (mkdtemp makes it private). */
export function temporaryDataDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o711);
  return dir;
}

export function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is unset: the tests run under Jest, whose global setup starts their PostgreSQL');
  return url;
}

export async function ensureTestServer(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const clusterDir = path.join(temporaryDataDir('vsp-test-postgres-'), 'postgres');
  await createCluster(clusterDir);
  const port = await startCluster(clusterDir);
  process.env[FOLDER_ENV] = clusterDir;
  process.env.TEST_DATABASE_URL = clusterUrl(clusterDir, port);
  console.log(`\nThe tests run on an embedded PostgreSQL of their own at 127.0.0.1:${port} (${clusterDir})`);
}

export async function stopTestServer(): Promise<void> {
  const clusterDir = process.env[FOLDER_ENV];
  if (!clusterDir) return;
  await stopCluster(clusterDir);
  fs.rmSync(path.dirname(clusterDir), { recursive: true, force: true });
  delete process.env[FOLDER_ENV];
  delete process.env.TEST_DATABASE_URL;
}
