// Runs the browser tests in Debian's Chromium after a fresh production build, or says clearly why not.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!fs.existsSync(CHROMIUM)) {
  console.log(`SKIPPED: browser tests need Chromium at ${CHROMIUM} (apt-get install -y chromium); none were run.`);
  process.exit(0);
}

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;

const built = run('node', ['scripts/build-frontends.mjs']);
if (built !== 0) process.exit(built);
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
