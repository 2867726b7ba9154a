/**
 * The one map of Module Federation shared singletons, used by the shell and both remotes.
 * Versions are pinned here; a build whose installed copy does not satisfy the pin fails.
 */
import fs from 'node:fs';
import path from 'node:path';

const PINNED: Record<string, string> = {
  react: '^19.3.1',
  'react-dom': '^19.3.1',
  'react-router-dom': '^7.18.5',
  'react-router': '^7.18.5',
  'styled-components': '^6.6.0',
  swr: '^2.5.1',
  zustand: '^5.1.0',
  '@vsp/design-system': '^0.1.0',
  '@vsp/api-client': '^0.1.0',
};

// Subpaths a remote imports directly; without naming them each remote would bundle its own React.
const SUBPATHS: Record<string, string> = {
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom/client': 'react-dom',
};

function installedVersion(pkg: string): string {
  const file = require.resolve(`${pkg}/package.json`, { paths: [__dirname] });
  return JSON.parse(fs.readFileSync(file, 'utf8')).version as string;
}

/** Caret ranges only: the installed major must match and the installed version must not be older. */
function satisfies(version: string, range: string): boolean {
  const [wantMajor, wantMinor, wantPatch] = range.replace(/^\^/, '').split('.').map(Number);
  const [major, minor, patch] = version.split('-')[0].split('.').map(Number);
  if (major !== wantMajor) return false;
  if (minor !== wantMinor) return minor > wantMinor;
  return patch >= wantPatch;
}

export function sharedSingletons(): Record<string, { singleton: true; requiredVersion: string; strictVersion: true; version: string }> {
  const shared: ReturnType<typeof sharedSingletons> = {};
  for (const [pkg, range] of Object.entries(PINNED)) {
    const version = installedVersion(pkg);
    if (!satisfies(version, range)) {
      throw new Error(`Shared dependency ${pkg} is ${version}, but module-federation.shared.ts pins ${range}`);
    }
    shared[pkg] = { singleton: true, requiredVersion: range, strictVersion: true, version };
  }
  for (const [subpath, pkg] of Object.entries(SUBPATHS)) {
    shared[subpath] = { ...shared[pkg] };
  }
  return shared;
}

export const ROOT = path.resolve(__dirname);
