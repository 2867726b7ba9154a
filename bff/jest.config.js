module.exports = {
  displayName: 'bff',
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': require('../jest.swc.js') },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  testTimeout: 30_000,
};
