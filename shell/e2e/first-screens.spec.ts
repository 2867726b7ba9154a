import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { api } from '@vsp/contract';
import { createAccount } from '@vsp/test-support/e2e/data';

// What the shell's build lists for a signed-in first screen only (the frame, the router).
const HINTS = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', 'dist', 'preload-hints.json'), 'utf8')) as {
  signedIn: { href: string; as: string }[];
};
const signedInOnly = HINTS.signedIn.filter((hint) => hint.as === 'script').map((hint) => hint.href);

/** The paths the page asks for from now on, each as often as it is asked. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

const times = (paths: string[], wanted: string) => paths.filter((p) => p === wanted).length;

test('the sign-in page downloads neither the signed-in frame, the router nor a remote, and checks the session once', async ({ page }) => {
  const paths = recordRequests(page);
  await page.goto('/scoring/4');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(signedInOnly.length).toBeGreaterThan(0);
  expect(paths.filter((p) => signedInOnly.includes(p) || p.startsWith('/remotes/'))).toEqual([]);
  expect(times(paths, api.auth.me.path())).toBe(1);
  expect(times(paths, api.site.config.path())).toBe(1);
  expect(times(paths, api.site.remotes.path())).toBe(0);
});

test('a signed-in evaluator opening the portal gets the dashboard with one session check, one branding read and one remotes read', async ({ page }) => {
  const account = await createAccount({ name: 'Casey Early' });
  const signedIn = await page.request.post(api.auth.login.path(), { data: { username: account.username, password: account.password } });
  expect(signedIn.ok()).toBe(true);

  const paths = recordRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome back, Casey Early' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(times(paths, api.auth.me.path())).toBe(1);
  expect(times(paths, api.site.config.path())).toBe(1);
  expect(times(paths, api.site.remotes.path())).toBe(1);
});

test('a signed-in visitor on an unknown path still gets the frame and the evaluator remote\'s 404', async ({ page }) => {
  const account = await createAccount();
  await page.request.post(api.auth.login.path(), { data: { username: account.username, password: account.password } });
  await page.goto('/no-such-page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});
