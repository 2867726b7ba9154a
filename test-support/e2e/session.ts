import { expect, type Page } from '@playwright/test';
import type { Account } from './data';

/** Signs in through the login form and waits for the signed-in frame. */
export async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}
