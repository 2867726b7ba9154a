import { expect, test } from '@playwright/test';
import { createAccount } from '@vsp/test-support/e2e/data';
import { cellName, createGrid, retire, type GridData } from '@vsp/test-support/e2e/scoring-data';
import { signIn } from '@vsp/test-support/e2e/session';

let grid: GridData | undefined;

test.afterEach(async () => {
  if (grid) await retire(grid);
  grid = undefined;
});

test('an evaluator scores every cell, submits after a confirmation, and then finds the grid read-only and the card Submitted', async ({ page }) => {
  grid = await createGrid({ status: 'Active', questions: 2, vendors: 2 });
  const [question] = grid.questions;
  const [vendor] = grid.vendors;
  const account = await createAccount();
  await signIn(page, account);
  await page.goto(`/scoring/${grid.event.id}`);

  const submit = page.getByRole('button', { name: 'Submit evaluation' });
  await expect(submit).toBeDisabled();

  // Every cell of the grid, a column for each active vendor of the run included, answered with a 3.
  const dialog = page.getByRole('dialog', { name: 'Score Vendor' });
  const unscored = page.getByRole('grid').getByRole('button', { name: /: not scored$/ });
  for (let remaining = await unscored.count(); remaining > 0; remaining -= 1) {
    await unscored.first().click();
    await page.keyboard.press('3');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(unscored).toHaveCount(remaining - 1);
  }
  await expect(page.getByRole('progressbar', { name: 'Your Progress' })).toHaveAttribute('aria-valuenow', '100');

  await expect(submit).toBeEnabled();
  await submit.click();
  const confirmation = page.getByRole('alertdialog', { name: 'Submit evaluation' });
  await expect(confirmation).toContainText('Once it is submitted, your scores can no longer be changed.');
  await confirmation.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText(/^Evaluation submitted on [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(submit).toHaveCount(0);
  await expect(page.getByText('Read-only view - Click on scored items to view details and comments')).toBeVisible();

  // A cell opens only to be read, after a reload too.
  await page.reload();
  await expect(page.getByText(/^Evaluation submitted on /)).toBeVisible();
  await page.getByRole('button', { name: cellName(vendor, question, 'score 3') }).click();
  const details = page.getByRole('dialog', { name: 'View Score Details' });
  await expect(details.getByText('Good', { exact: true })).toBeVisible();
  await expect(details.getByRole('radiogroup')).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Save Score' })).toHaveCount(0);
  await details.getByRole('button', { name: 'Close' }).last().click();

  await page.getByRole('link', { name: 'Back to Events' }).click();
  const card = page.getByRole('group', { name: grid.event.name });
  await expect(card.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'View Scores' })).toBeVisible();
});
