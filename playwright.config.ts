import { defineConfig } from '@playwright/test';

// Chosen once in the runner process; the workers inherit it.
process.env.E2E_PORT ||= String(40_000 + (process.pid % 20_000));

// The phone spec runs only at a phone's size, and the desktop specs only at the default desktop size.
const PHONE_SPEC = 'evaluator-mfe/e2e/phone.spec.ts';

export default defineConfig({
  testDir: '.',
  testMatch: ['shell/e2e/**/*.spec.ts', 'evaluator-mfe/e2e/**/*.spec.ts', 'admin-mfe/e2e/**/*.spec.ts'],
  // One BFF and one browser share the machine's two cores.
  workers: 1,
  timeout: 60_000,
  // The machines are shared and busy; one retry keeps a slow moment from failing the run, and the
  // report still names any test that needed it as flaky.
  retries: process.env.CI ? 1 : 0,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './test-support/e2e/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
    },
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
  },
  projects: [
    { name: 'desktop', testIgnore: PHONE_SPEC },
    {
      name: 'phone',
      testMatch: PHONE_SPEC,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
    },
  ],
});
