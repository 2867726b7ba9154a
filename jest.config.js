// One Jest run over every package that has its own jest.config.js: run Jest from here (npm test),
// since the settings that apply to the whole run (workers, time limits) are only read here.
const fs = require('node:fs');
const path = require('node:path');

const packages = ['contract', 'db', 'bff', 'api-client', 'design-system', 'shell', 'evaluator-mfe', 'admin-mfe', 'test-support'];

module.exports = {
  // Most suites wait on PostgreSQL, child processes or the embedded database, so a worker per core
  // keeps the cores busy (Jest's default leaves one idle, a whole core on a 2-core machine).
  maxWorkers: '100%',
  // A run over several projects takes the time limit from here, not from each project's config.
  testTimeout: 60_000,
  // Stops the PostgreSQL the run started for itself (db/test/test-server.ts) once every project's own teardown has run.
  globalTeardown: '<rootDir>/db/test/global-teardown.ts',
  projects: packages
    .filter((dir) => fs.existsSync(path.join(__dirname, dir, 'jest.config.js')))
    .map((dir) => `<rootDir>/${dir}`),
};
