// Bundles the BFF into bff/dist/index.js, the compiled JavaScript production runs with plain node
// (no TypeScript loader). The workspace packages (@vsp/*) are TypeScript and are bundled in; every
// other package stays a require() of node_modules, installed without dev dependencies. The db
// migrations are not bundled: they are plain JavaScript read from db/migrations at run time, and
// neither are the embedded PostgreSQL's binaries, found in their platform package at run time.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'bff', 'dist');
const entryPoints = {
  index: path.join(root, 'bff', 'src', 'index.ts'),
};

/** Bare imports other than @vsp/* code are left to node_modules (a package.json is looked up at run time). */
const bundled = (specifier) => specifier.startsWith('@vsp/') && !specifier.endsWith('/package.json');
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (bundled(args.path) ? undefined : { path: args.path, external: true }));
  },
};

await build({
  entryPoints,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node24',
  sourcemap: 'linked',
  sourcesContent: false,
  plugins: [externalPackages],
  logLevel: 'warning',
});
console.log(`Built ${Object.keys(entryPoints).map((name) => path.relative(root, path.join(outdir, `${name}.js`))).join(', ')}`);
