// The Jest project of a browser package: jsdom, the shared swc transform, Testing Library's
// matchers, and image imports read as their file names.
const path = require('node:path');

module.exports = function browserProject(dir, overrides = {}) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: path.join(__dirname, 'jest.jsdom-environment.js'),
    transform: { '^.+\\.(t|j)sx?$': require('./jest.swc.js') },
    setupFilesAfterEnv: [path.join(__dirname, 'jest.browser.setup.ts')],
    moduleNameMapper: { '\\.(png|svg|jpe?g|gif|webp)$': path.join(__dirname, 'jest.file-stub.js') },
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    ...overrides,
  };
};
