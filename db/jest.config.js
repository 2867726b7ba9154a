module.exports = {
  displayName: 'db',
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': require('../jest.swc.js') },
  // The run's PostgreSQL (see test/test-server.ts); the root config's teardown stops it, after every project's.
  globalSetup: '<rootDir>/test/global-setup.ts',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/seeds/**/*.test.ts', '<rootDir>/migrations/**/*.test.ts'],
};
