// Builds the shell and both remotes; with --if-missing, only those without a build yet.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const apps = [
  { workspace: '@vsp/shell', output: 'shell/dist/index.html' },
  { workspace: '@vsp/evaluator-mfe', output: 'evaluator-mfe/dist/mf-manifest.json' },
  { workspace: '@vsp/admin-mfe', output: 'admin-mfe/dist/mf-manifest.json' },
];

const onlyMissing = process.argv.includes('--if-missing');
for (const app of apps) {
  if (onlyMissing && fs.existsSync(app.output)) continue;
  console.log(`Building ${app.workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', app.workspace], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!onlyMissing) {
  const checked = spawnSync('node', ['scripts/check-bundle-size.mjs'], { stdio: 'inherit' });
  if (checked.status !== 0) process.exit(checked.status ?? 1);
}
