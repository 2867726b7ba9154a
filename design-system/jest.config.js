const path = require('node:path');
const browserProject = require('../jest.browser.js');

// Storybook 10 ships ES modules only; they go through the same swc transform so composeStories can run under Jest.
const esmPackages = ['storybook', '@storybook'].join('|');

module.exports = browserProject(__dirname, {
  transform: { '^.+\\.(t|j)sx?$': require('../jest.swc.js'), '^.+\\.mjs$': require('../jest.swc.js') },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  setupFilesAfterEnv: [path.join(__dirname, '..', 'jest.browser.setup.ts'), '<rootDir>/jest.setup.ts'],
});
