module.exports = {
  displayName: 'db',
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': require('../jest.swc.js') },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/seeds/**/*.test.ts', '<rootDir>/migrations/**/*.test.ts'],
};
