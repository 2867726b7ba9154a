module.exports = {
  displayName: 'shell',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': require('../jest.swc.js') },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
};
