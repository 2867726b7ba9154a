const compileEsmOnlyPackages = require('../jest.esm-packages.js');

module.exports = {
  displayName: 'bff',
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': require('../jest.swc.js') },
  // file-type (which recognises an upload by its content), pg-boss (the mail queue), jsdom's parts
  // and others are ES modules only; Jest compiles them like the sources, Node loads them as they are.
  transformIgnorePatterns: compileEsmOnlyPackages(__dirname),
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
};
