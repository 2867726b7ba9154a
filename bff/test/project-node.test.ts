import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes';

/**
 * The tests run on the project's Node (the major in .nvmrc, the one the image runs), whatever Node
 * the machine has: `npm test` puts the packaged Node first on PATH, and the processes the tests
 * start (BFFs through tsx, seeds, builds) find the same one there.
 */
const major = fs.readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim();

test('Jest runs on the Node major that .nvmrc names', () => {
  expect(process.versions.node.split('.')[0]).toBe(major);
});

test('a process started as the tests start a BFF (tsx, found through PATH) runs on the same Node', () => {
  const child = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['-e', 'process.stdout.write(process.versions.node)'], { cwd: ROOT, encoding: 'utf8' });
  expect(child.status).toBe(0);
  expect(child.stdout).toBe(process.versions.node);
});
