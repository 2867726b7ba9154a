// One Jest run over every package that has its own jest.config.js.
const fs = require('node:fs');
const path = require('node:path');

const packages = ['contract', 'db', 'bff', 'api-client', 'design-system', 'shell', 'evaluator-mfe', 'admin-mfe', 'test-support'];

module.exports = {
  projects: packages
    .filter((dir) => fs.existsSync(path.join(__dirname, dir, 'jest.config.js')))
    .map((dir) => `<rootDir>/${dir}`),
};
