import { expect, test } from '@playwright/test';
import { api } from '@vsp/contract';
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

test("the login screen draws in the portal's own brand from its first frame, even when the branding answers after the scripts", async ({ page }) => {
  const siteName = unique('Tender Desk');
  const restore = await keepSiteConfig();
  try {
    await setSiteConfig({ siteName, brandColour: '#6a1b9a' });
    // Notes the heading and the sign-in button as they are when React first puts them in the page,
    // before the browser paints that frame.
    await page.addInitScript(() => {
      const drawn: Array<{ heading: string | null; button: string }> = [];
      Object.assign(window, { firstDrawn: drawn });
      new MutationObserver(() => {
        const heading = document.querySelector('h1');
        const button = document.querySelector('button[type="submit"]');
        if (heading && button && drawn.length === 0) drawn.push({ heading: heading.textContent, button: getComputedStyle(button).backgroundColor });
      }).observe(document, { childList: true, subtree: true });
    });
    // As for someone whose browser has the scripts already: the branding is the slower part.
    await page.route(`**${api.site.config.path()}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: siteName })).toBeVisible();
    const first = await page.evaluate(() => (window as unknown as { firstDrawn: unknown[] }).firstDrawn[0]);
    expect(first).toEqual({ heading: siteName, button: 'rgb(106, 27, 154)' });
  } finally {
    await restore();
  }
});
