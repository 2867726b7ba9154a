import { expect, test } from '@playwright/test';
import { api } from '@vsp/contract';
import { createAccount, systemAdmin } from '@vsp/test-support/e2e/data';
import { signIn } from '@vsp/test-support/e2e/session';

test('shows the loading view while the session check runs', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${api.auth.me.path()}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('status').getByText('Loading...')).toBeVisible();
  release();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('asks for both fields before signing in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});

test('tells a wrong password apart with the server message', async ({ page }) => {
  const account = await createAccount();
  await page.goto('/');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('signs in, welcomes the user and signs out again', async ({ page }) => {
  const account = await createAccount({ name: 'Robin Reviewer' });
  await signIn(page, account);
  await expect(page.getByText('Welcome to Vendor Scoring Portal')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Robin Reviewer' })).toBeVisible();

  // Signing out reloads the page; waiting for that load keeps the test from ending mid-navigation.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Logout' }).click();
  await reloaded;
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  const me = await page.request.get(api.auth.me.path());
  expect(me.status()).toBe(401);
});

test('an evaluator sees no admin links and is sent home from /admin', async ({ page }) => {
  await signIn(page, await createAccount());
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Instructions for Participants' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Admin Instructions' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
});

test('an administrator sees the admin links and badge', async ({ page }) => {
  await signIn(page, systemAdmin());
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Admin Instructions' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
  await expect(page.getByText('Admin', { exact: true }).first()).toBeVisible();
  await nav.getByRole('link', { name: 'Instructions for Participants' }).click();
  await expect(nav.getByRole('link', { name: 'Instructions for Participants' })).toHaveAttribute('aria-current', 'page');
});

test('shows the 404 page for an unknown path', async ({ page }) => {
  await signIn(page, await createAccount());
  await page.goto('/no-such-page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});
