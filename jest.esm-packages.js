// Which installed packages a workspace package's dependencies reach that are ES modules only (no
// `require` export): Jest loads CommonJS, so a Jest project compiles those like its sources
// (transformIgnorePatterns), while Node itself loads them as they are (require of an ES module).
// Read from the installed package.json files, so an upgrade that turns a dependency into an ES
// module needs no list kept by hand.
const fs = require('node:fs');
const path = require('node:path');

/** The folder node's resolution finds `name` in, looking up from `from`; undefined when not installed. */
function installedFolder(name, from) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) return undefined;
  }
}

const isEsmOnly = (manifest) => manifest.type === 'module' && !JSON.stringify(manifest.exports ?? '').includes('"require"');

/** The names of the ES-module-only packages among the dependencies (and theirs) of the package in `packageDir`. */
function esmOnlyPackages(packageDir) {
  const visited = new Set();
  const names = new Set();
  const visit = (dir) => {
    if (visited.has(dir)) return;
    visited.add(dir);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    if (dir !== packageDir && isEsmOnly(manifest)) names.add(manifest.name);
    const dependencies = { ...manifest.dependencies, ...(dir === packageDir ? manifest.devDependencies : {}) };
    for (const name of Object.keys(dependencies)) {
      const folder = installedFolder(name, dir);
      if (folder) visit(fs.realpathSync(folder));
    }
  };
  visit(packageDir);
  return [...names].sort();
}

/** transformIgnorePatterns that leave node_modules alone except the ES-module-only packages the package reaches. */
module.exports = function compileEsmOnlyPackages(packageDir) {
  const names = esmOnlyPackages(packageDir).map((name) => name.replace(/[.+]/g, '\\$&'));
  // Ignored: a file whose innermost node_modules folder holds a package that is not one of them
  // (jsdom's own parse5 sits in node_modules/jsdom/node_modules/parse5).
  return [`/node_modules/(?!(${names.join('|')})/)(?!.*/node_modules/)`];
};
