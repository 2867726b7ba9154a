module.exports = {
  displayName: 'admin-mfe',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': require('../jest.swc.js') },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // Images are URLs to the bundler; under Jest their file name is all a test needs.
  moduleNameMapper: { '\\.(png|svg|jpe?g|gif|webp)$': '<rootDir>/src/test/fileStub.js' },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
};
