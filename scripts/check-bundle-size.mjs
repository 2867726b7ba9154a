// Fails the build when the JavaScript a person downloads grows past its budget (gzip bytes).
// Login page: every script of the shell (it holds only the frame, the login and the federation runtime).
// Evaluator's first screen: the login page plus the evaluator's remoteEntry and the sync chunks of its
// exposed routes; shared libraries come from the shell, so the remote's own copies are not counted.
// Admin panel: what the admin remote adds on top of the frame when an administrator opens /admin.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const BUDGETS = { loginPage: 250 * 1024, evaluatorFirstScreen: 320 * 1024, adminPanelRemote: 80 * 1024 };

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

function shellScripts() {
  const dir = 'shell/dist';
  return fs.readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => path.join(dir, f));
}

function remoteScripts(dir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const routes = manifest.exposes.find((expose) => expose.name === 'routes');
  return [manifest.metaData.remoteEntry.name, ...routes.assets.js.sync].map((f) => path.join(dir, f));
}

const total = (files) => files.reduce((sum, file) => sum + gzipSize(file), 0);
const loginPage = total(shellScripts());
const evaluatorFirstScreen = loginPage + total(remoteScripts('evaluator-mfe/dist'));
const adminPanelRemote = total(remoteScripts('admin-mfe/dist'));

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
let failed = false;
for (const [name, size] of Object.entries({ loginPage, evaluatorFirstScreen, adminPanelRemote })) {
  const budget = BUDGETS[name];
  const ok = size <= budget;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name}: ${kb(size)} gzip (budget ${kb(budget)})`);
}
if (failed) {
  console.error('A bundle is over its budget: find what grew, or raise the budget in scripts/check-bundle-size.mjs and the README with a reason.');
  process.exit(1);
}
