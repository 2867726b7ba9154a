import { expect, test } from '@playwright/test';
import { createAccount } from '@vsp/test-support/e2e/data';
import { activeVendorCount, addScore, cellName, createGrid, denyAccess, retire, type GridData } from '@vsp/test-support/e2e/scoring-data';
import { signIn } from '@vsp/test-support/e2e/session';

let grid: GridData | undefined;

test.afterEach(async () => {
  if (grid) await retire(grid);
  grid = undefined;
});

test('an evaluator scores two cells, one a No Vote, sees them and the progress, and finds them after a reload', async ({ page }) => {
  grid = await createGrid({ status: 'Active', questions: 2, vendors: 2 });
  const [q1, q2] = grid.questions;
  const [vendorA, vendorB] = grid.vendors;
  const account = await createAccount();
  await signIn(page, account);

  const card = page.getByRole('group', { name: grid.event.name });
  await expect(card.getByText('0% complete')).toBeVisible();
  await card.getByRole('link', { name: 'Start Scoring' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${grid.event.name} Scoring` })).toBeVisible();
  await expect(page.getByText('Score each vendor for every evaluation criteria')).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Your Progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');

  await page.getByRole('button', { name: cellName(vendorA, q1, 'not scored') }).click();
  const dialog = page.getByRole('dialog', { name: 'Score Vendor' });
  await dialog.getByRole('radio', { name: '4 Very Good' }).click();
  await dialog.getByLabel('Detailed Feedback & Comments').fill('Clear roadmap');
  await dialog.getByRole('button', { name: 'Save Score' }).click();
  await expect(page.getByText('Your score has been successfully saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: cellName(vendorA, q1, 'score 4, has comments') })).toHaveText('4');

  await page.getByRole('button', { name: cellName(vendorB, q2, 'not scored') }).click();
  await page.keyboard.press('0');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: cellName(vendorB, q2, 'No Vote') })).toHaveText('No Vote');

  // Two answered cells of two questions times every active vendor of the run.
  const expected = String(Math.round((2 / (2 * (await activeVendorCount()))) * 100));
  await expect(progress).toHaveAttribute('aria-valuenow', expected);

  await page.reload();
  await expect(page.getByRole('button', { name: cellName(vendorA, q1, 'score 4, has comments') })).toBeVisible();
  await expect(page.getByRole('button', { name: cellName(vendorB, q2, 'No Vote') })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', expected);

  await page.getByRole('link', { name: 'Back to Events' }).click();
  await expect(card.getByText(`${expected}% complete`)).toBeVisible();
});

test('a Closed event opens only the scored cells, read-only', async ({ page }) => {
  grid = await createGrid({ status: 'Closed', questions: 1, vendors: 2 });
  const [question] = grid.questions;
  const [scored, unscored] = grid.vendors;
  const account = await createAccount();
  await addScore({ userId: account.id, eventId: grid.event.id, questionId: question.id, vendorId: scored.id, score: 2, comments: 'Late delivery' });
  await signIn(page, account);

  await page.getByRole('group', { name: grid.event.name }).getByRole('link', { name: 'View Scores' }).click();
  await expect(page.getByText('Read-only view - Click on scored items to view details and comments')).toBeVisible();
  await expect(page.getByText(`Event Status: Closed`)).toBeVisible();
  await expect(page.getByRole('button', { name: cellName(unscored, question, 'not scored') })).toBeDisabled();

  await page.getByRole('button', { name: cellName(scored, question, 'score 2, has comments') }).click();
  const dialog = page.getByRole('dialog', { name: 'View Score Details' });
  await expect(dialog.getByText('Late delivery')).toBeVisible();
  await expect(dialog.getByText('Fair')).toBeVisible();
  await expect(dialog.getByRole('radiogroup')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Save Score' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
});

test('an event without access shows a locked card that does not open', async ({ page }) => {
  grid = await createGrid({ status: 'Active', questions: 1, vendors: 1 });
  const account = await createAccount();
  await denyAccess(account.id, grid.event.id);
  await signIn(page, account);

  const card = page.getByRole('group', { name: grid.event.name });
  await expect(card.getByRole('img', { name: 'No access' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Scoring Not Available' })).toBeDisabled();
  await expect(card.getByRole('link')).toHaveCount(0);
  // Forced: Playwright itself refuses to click an aria-disabled element, and the point is that nothing happens.
  await card.click({ force: true });
  await expect(page).toHaveURL(/\/$/);

  await page.goto(`/scoring/${grid.event.id}`);
  await expect(page.getByRole('heading', { name: 'Scoring Not Available' })).toBeVisible();
});

test('a 30 x 40 grid renders and scrolls with the question column and vendor header in place', async ({ page }) => {
  grid = await createGrid({ status: 'Active', questions: 30, vendors: 40 });
  const account = await createAccount();
  await signIn(page, account);
  await page.goto(`/scoring/${grid.event.id}`);

  const table = page.getByRole('grid', { name: `${grid.event.name} scores` });
  await expect(table.locator('tbody tr')).toHaveCount(30);
  const lastQuestion = grid.questions[29];
  const lastVendor = grid.vendors[39];
  const firstQuestionHeader = table.getByRole('rowheader').first();
  const firstVendorHeader = table.getByRole('columnheader').nth(1);
  const scroller = table.locator('xpath=..');
  const before = { question: await firstQuestionHeader.boundingBox(), vendor: await firstVendorHeader.boundingBox() };

  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth && el.scrollHeight > el.clientHeight)).toBe(true);
  const lastCell = page.getByRole('button', { name: cellName(lastVendor, lastQuestion, 'not scored') });
  await expect(lastCell).not.toBeInViewport();
  await scroller.evaluate((el) => el.scrollTo(el.scrollWidth, el.scrollHeight));
  await expect(lastCell).toBeInViewport();

  // Sticky: the question column stays at the left edge and the vendor header at the top.
  expect((await table.getByRole('rowheader', { name: new RegExp(lastQuestion.text) }).boundingBox())?.x).toBe(before.question?.x);
  expect((await table.getByRole('columnheader', { name: new RegExp(lastVendor.name) }).boundingBox())?.y).toBe(before.vendor?.y);

  await lastCell.click();
  await expect(page.getByRole('dialog', { name: 'Score Vendor' })).toBeVisible();
});
