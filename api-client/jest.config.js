module.exports = require('../jest.browser.js')(__dirname);
