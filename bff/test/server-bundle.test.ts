import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { api } from '@vsp/contract';
import { baseConfig } from '../../rspack.common';
import { temporaryDataDir } from '@vsp/db/test/test-server';
import { databaseUrl, onServer, uniqueDatabaseName } from './database';
import { ROOT, startProcess, waitUntilReady, type BffProcess } from './processes';

/**
 * The production server is compiled JavaScript run by plain node (no TypeScript loader), needing
 * only packages a production install (`npm ci --omit=dev`) puts in node_modules.
 */
const BUNDLE = path.join(ROOT, 'bff', 'dist', 'index.js');

let name: string;
let bff: BffProcess | undefined;

beforeAll(async () => {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`npm run build:server failed: ${built.stdout}${built.stderr}`);
  name = uniqueDatabaseName('vsp_bundle');
  await onServer(`create database "${name}"`);
}, 60_000);

afterAll(async () => {
  await bff?.stop();
  await onServer(`drop database if exists "${name}" with (force)`);
});

/** The packages the bundle loads at run time. */
function requiredPackages(): string[] {
  const source = fs.readFileSync(BUNDLE, 'utf8');
  const specifiers = [...source.matchAll(/require(?:\.resolve)?\("([^"]+)"\)/g)].map((match) => match[1]);
  const packages = specifiers
    .filter((specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier))
    .map((specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'));
  return [...new Set(packages)].sort();
}

it('bundles the workspace packages in and loads no TypeScript loader', () => {
  const packages = requiredPackages();
  expect(packages).not.toContain('tsx');
  // @vsp/db is looked up only for the folder of its migrations, which are plain JavaScript.
  expect(packages.filter((pkg) => pkg.startsWith('@vsp/'))).toEqual(['@vsp/db']);
  expect(fs.readFileSync(BUNDLE, 'utf8')).not.toMatch(/require\("@vsp\/[^"]+"\)/);
});

it('needs only packages the server\'s packages declare as dependencies, which a production install keeps', () => {
  const declared = new Set(
    ['bff', 'db', 'contract'].flatMap((dir) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as { name: string; dependencies?: Record<string, string> };
      return [manifest.name, ...Object.keys(manifest.dependencies ?? {})];
    }),
  );
  expect(requiredPackages().filter((pkg) => !declared.has(pkg))).toEqual([]);
});

it('serves from the bundle with plain node on a fresh database, as the image runs it', async () => {
  bff = await startProcess(['--enable-source-maps', BUNDLE], {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl(name),
    ADMIN_PASSWORD: 'bundle-admin-password',
  });
  await waitUntilReady(bff);
  const login = await fetch(`${bff.base}${api.auth.login.path()}`, {
    method: api.auth.login.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'bundle-admin-password' }),
  });
  expect(login.status).toBe(200);
}, 60_000);

it('serves from the bundle on the embedded PostgreSQL, whose binaries it finds in their platform package', async () => {
  const dataDir = temporaryDataDir('vsp-bundle-embedded-');
  const embedded = await startProcess(['--enable-source-maps', BUNDLE], {
    NODE_ENV: 'production',
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'bundle-admin-password',
  });
  try {
    await waitUntilReady(embedded);
    expect((await fetch(`${embedded.base}/readyz`)).status).toBe(200);
    const login = await fetch(`${embedded.base}${api.auth.login.path()}`, {
      method: api.auth.login.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'bundle-admin-password' }),
    });
    expect(login.status).toBe(200);
  } finally {
    await embedded.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 90_000);

it('builds the frontends for production without source maps, so none can be served', () => {
  expect(baseConfig(ROOT, 0).devtool).toBe(false);
});
