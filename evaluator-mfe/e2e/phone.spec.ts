import { expect, test, type Page } from '@playwright/test';
import { createAccount, systemAdmin } from '@vsp/test-support/e2e/data';
import { activeVendorCount, addSlot, cellName, createGrid, retire, type GridData } from '@vsp/test-support/e2e/scoring-data';
import { signIn } from '@vsp/test-support/e2e/session';

// Runs only in the `phone` project (390 x 844): every screen fits the width, and the scoring grid shows one vendor at a time.

let grid: GridData | undefined;

test.afterEach(async () => {
  if (grid) await retire(grid);
  grid = undefined;
});

/**
 * The page does not scroll sideways. A phone browser zooms out to show a page wider than the screen,
 * which widens `innerWidth` with it, so both are held to the screen's own width.
 */
async function expectFitsWidth(page: Page, step: string) {
  const width = page.viewportSize()!.width;
  await expect
    .poll(() => page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth)), { message: `${step} fits ${width} px` })
    .toBeLessThanOrEqual(width);
}

test('an evaluator scores on a phone one vendor at a time, and an administrator opens the admin tabs, with nothing wider than the screen', async ({ page }) => {
  test.setTimeout(120_000);
  grid = await createGrid({ status: 'Active', questions: 2, vendors: 2 });
  const [q1, q2] = grid.questions;
  const [vendorA, vendorB] = grid.vendors;
  await addSlot({ eventId: grid.event.id, vendorId: vendorA.id, scheduledDate: '2026-04-14T09:30:00Z', location: 'Hall B, room 2' });
  const account = await createAccount();
  const vendorCount = await activeVendorCount();

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectFitsWidth(page, 'sign-in');

  await signIn(page, account);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${account.name}` })).toBeVisible();
  await expectFitsWidth(page, 'dashboard');

  await page.getByRole('group', { name: grid.event.name }).getByRole('link', { name: 'Start Scoring' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${grid.event.name} Scoring` })).toBeVisible();
  // One vendor's questions as a list, in place of the questions-by-vendors grid.
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expect(page.getByText(`Vendor 1 of ${vendorCount}`)).toBeVisible();
  await expect(page.getByRole('button', { name: cellName(vendorA, q1, 'not scored') })).toBeVisible();
  await expect(page.getByRole('button', { name: cellName(vendorA, q2, 'not scored') })).toBeVisible();
  await expect(page.getByRole('button', { name: cellName(vendorB, q1, 'not scored') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Previous vendor' })).toBeDisabled();
  await expectFitsWidth(page, 'scoring');

  await page.getByRole('button', { name: 'Next vendor' }).click();
  await expect(page.getByText(`Vendor 2 of ${vendorCount}`)).toBeVisible();
  const cell = page.getByRole('button', { name: cellName(vendorB, q1, 'not scored') });
  await expect(cell).toBeVisible();
  // A finger-sized target.
  expect((await cell.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expectFitsWidth(page, 'scoring, second vendor');

  await cell.click();
  const dialog = page.getByRole('dialog', { name: 'Score Vendor' });
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectFitsWidth(page, 'score dialog');
  await dialog.getByRole('radio', { name: '4 Very Good' }).click();
  await dialog.getByLabel('Detailed Feedback & Comments').fill('Clear roadmap');
  await dialog.getByRole('button', { name: 'Save Score' }).click();
  await expect(page.getByText('Your score has been successfully saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The view stays on the vendor just scored.
  await expect(page.getByText(`Vendor 2 of ${vendorCount}`)).toBeVisible();
  await expect(page.getByRole('button', { name: cellName(vendorB, q1, 'score 4, has comments') })).toHaveText('4');
  await page.getByRole('button', { name: 'Previous vendor' }).click();
  await expect(page.getByRole('button', { name: cellName(vendorA, q1, 'not scored') })).toBeVisible();

  await page.getByRole('link', { name: 'Agenda' }).click();
  await expect(page.getByRole('heading', { name: `Agenda: ${grid.event.name}` })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Hall B, room 2');
  await expectFitsWidth(page, 'agenda');

  for (const path of ['/instructions', '/vendor-files']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFitsWidth(page, `content page ${path}`);
  }

  // A new session for the administrator; Logout's reload could race the next sign-in.
  await page.context().clearCookies();
  await signIn(page, systemAdmin());
  await page.goto('/admin');
  await expect(page.getByRole('tab', { name: 'Users', selected: true })).toBeVisible();
  // The tab groups wrap: the last tab is on the screen.
  const lastTab = (await page.getByRole('tab', { name: 'Export Data' }).boundingBox())!;
  expect(lastTab.x + lastTab.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectFitsWidth(page, 'admin, Users tab');

  await page.getByRole('tab', { name: 'Scores', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Scores', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('table')).toBeVisible();
  await expectFitsWidth(page, 'admin, Scores tab');

  await page.getByRole('tab', { name: 'Questions', exact: true }).click();
  await expect(page.getByRole('tabpanel').getByRole('table')).toBeVisible();
  await expectFitsWidth(page, 'admin, Questions tab');
});
