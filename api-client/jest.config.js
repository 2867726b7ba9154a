module.exports = {
  displayName: 'api-client',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': require('../jest.swc.js') },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
};
