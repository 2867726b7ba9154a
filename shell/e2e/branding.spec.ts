import { expect, test } from '@playwright/test';
import { createAccount, keepSiteConfig, setSiteConfig, unique } from '@vsp/test-support/e2e/data';
import { signIn } from '@vsp/test-support/e2e/session';

test('a branding change shows after a reload, on the login screen and in the frame', async ({ page }) => {
  const siteName = unique('Procurement Hub');
  const restore = await keepSiteConfig();
  try {
    await setSiteConfig({ siteName, supportEmail: 'help@example.com' });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: siteName })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', new RegExp(`^mailto:help%40example\\.com\\?subject=Password%20Reset%20Request%20-%20${siteName.replace(/ /g, '%20')}`));

    await signIn(page, await createAccount());
    await expect(page).toHaveTitle(siteName);
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', /subject=%5BSupport%20Request%5D%20-%20/);
  } finally {
    await restore();
  }
});
