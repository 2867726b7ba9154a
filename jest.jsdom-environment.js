// The browser packages' Jest environment: Jest's own jsdom environment, run on the jsdom the project
// installs (the newest, as the BFF uses) rather than the older one jest-environment-jsdom pins.
// @jest/environment-jsdom-abstract is Jest's public base for exactly that: it takes the jsdom to run.
const JSDOMEnvironment = require('@jest/environment-jsdom-abstract').default;
const jsdom = require('jsdom');

module.exports = class ProjectJSDOMEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context, jsdom);
  }
};
