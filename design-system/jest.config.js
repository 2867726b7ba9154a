// Storybook 10 ships ES modules only; they go through the same swc transform so composeStories can run under Jest.
const esmPackages = ['storybook', '@storybook'].join('|');

module.exports = {
  displayName: 'design-system',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': require('../jest.swc.js'), '^.+\\.mjs$': require('../jest.swc.js') },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
};
