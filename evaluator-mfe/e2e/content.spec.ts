import { expect, test } from '@playwright/test';
import { createAccount, keepContentPage, setContentPage } from '@vsp/test-support/e2e/data';
import { signIn } from '@vsp/test-support/e2e/session';

test('a content page renders its HTML with scripts, handlers and javascript: links removed', async ({ page }) => {
  const restore = await keepContentPage('vendor-files');
  const html =
    '<h2>Vendor decks</h2><p><strong>Read</strong> them before the event.</p>' +
    '<ul><li><a href="https://example.org/deck.pdf" target="_blank">Deck</a></li></ul>' +
    '<script>window.__pwned = "script"</script>' +
    '<img src="/missing.png" alt="Floor plan" onerror="window.__pwned = \'handler\'">' +
    '<a href="javascript:window.__pwned = \'link\'">Bad link</a>';
  try {
    await setContentPage('vendor-files', { title: 'Reference Material', content: html, isActive: true });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(page, await createAccount());
    await page.goto('/vendor-files');

    await expect(page.getByRole('heading', { level: 1, name: 'Reference Material' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Vendor decks' })).toBeVisible();
    await expect(page.locator('strong', { hasText: 'Read' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Deck' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByText('Bad link')).not.toHaveAttribute('href', /.*/);
    await expect(page.getByRole('img', { name: 'Floor plan' })).not.toHaveAttribute('onerror', /.*/);
    await page.getByText('Bad link').click();
    expect(await page.locator('main script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  } finally {
    await restore();
  }
});

test('an empty instructions page shows its empty state', async ({ page }) => {
  const restore = await keepContentPage('instructions');
  try {
    await setContentPage('instructions', { content: '' });
    await signIn(page, await createAccount());
    await page.goto('/instructions');
    await expect(page.getByRole('heading', { name: 'No Instructions Available' })).toBeVisible();
    await expect(page.getByText('Instructions will be provided by the administrator.')).toBeVisible();
  } finally {
    await restore();
  }
});

test('a non-admin is sent from the admin instructions to the dashboard', async ({ page }) => {
  await signIn(page, await createAccount());
  await page.goto('/admin-instructions');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Select a scoring event below to begin your vendor evaluation.')).toBeVisible();
});
