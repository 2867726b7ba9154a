module.exports = {
  displayName: 'contract',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': require('../jest.swc.js') },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
};
