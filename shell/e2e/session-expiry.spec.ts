import { expect, test } from '@playwright/test';
import { createAccount } from '@vsp/test-support/e2e/data';
import { withDatabase } from '@vsp/test-support/e2e/database';
import { signIn } from '@vsp/test-support/e2e/session';

test('a session that ends brings the sign-in screen with the message, and signing in returns to the page', async ({ page }) => {
  const account = await createAccount();
  await signIn(page, account);
  await expect(page.getByRole('heading', { name: `Welcome back, ${account.name}` })).toBeVisible();
  // The dashboard's other reads finish first: one still under way when the session ends would find
  // it gone before the click below, and the sign-in screen would come up on the dashboard instead.
  await page.waitForLoadState('networkidle');

  // The session ends on the server (as after the idle timeout); the next call finds it gone.
  await withDatabase((db) => db('sessions').whereRaw(`(sess->>'userId')::int = ?`, [account.id]).delete());
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Instructions for Participants' }).click();

  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/instructions$/);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page).toHaveURL(/\/instructions$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Instructions for Participants' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Your session has expired. Please sign in again.')).toHaveCount(0);
});
