module.exports = require('../jest.browser.js')(__dirname, {
  // The build's own checks (preload hints, compressed copies) beside the plugins they prove.
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/build/**/*.test.ts'],
});
