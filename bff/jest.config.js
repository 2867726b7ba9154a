module.exports = {
  displayName: 'bff',
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': require('../jest.swc.js') },
  // file-type (which recognises an upload by its content) and the packages it reads with are ES
  // modules only; Jest loads CommonJS, so they are compiled like the sources. Node itself loads them as they are.
  transformIgnorePatterns: ['/node_modules/(?!(file-type|strtok3|token-types|uint8array-extras|@tokenizer|@borewit)/)'],
  moduleNameMapper: { '^file-type$': '<rootDir>/../node_modules/file-type/index.js' },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
};
