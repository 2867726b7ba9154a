import { expect, test } from '@playwright/test';
import { CONFLICT_DECLARED_LABEL } from '@vsp/contract';
import { createAccount } from '@vsp/test-support/e2e/data';
import { cellName, createGrid, retire, type GridData } from '@vsp/test-support/e2e/scoring-data';
import { signIn } from '@vsp/test-support/e2e/session';

let grid: GridData | undefined;

test.afterEach(async () => {
  if (grid) await retire(grid);
  grid = undefined;
});

test('an evaluator declares a conflict, finds its column disabled, scores the rest and reaches 100%, on the dashboard too', async ({ page }) => {
  grid = await createGrid({ status: 'Active', questions: 2, vendors: 2, requireDeclaration: true });
  const [question] = grid.questions;
  const [kept, declared] = grid.vendors;
  const account = await createAccount();
  await signIn(page, account);
  await page.goto(`/scoring/${grid.event.id}`);

  // The declaration step comes first: no grid, every vendor unselected.
  const form = page.getByRole('form', { name: 'Conflict-of-interest declaration' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
  const declaredBox = form.getByRole('checkbox', { name: new RegExp(declared.name) });
  await expect(declaredBox).not.toBeChecked();
  await declaredBox.check();
  await form.getByLabel(/Statement/).fill('Former employer');
  await form.getByRole('button', { name: 'Record declaration' }).click();

  const scoringGrid = page.getByRole('grid');
  await expect(scoringGrid).toBeVisible();
  await expect(scoringGrid.getByText(CONFLICT_DECLARED_LABEL)).toHaveCount(1);
  await expect(page.getByRole('button', { name: cellName(declared, question, 'not scored') })).toBeDisabled();

  // Every cell the evaluator may score, a column for each other active vendor of the run included.
  const dialog = page.getByRole('dialog', { name: 'Score Vendor' });
  const unscored = scoringGrid.getByRole('button', { name: /: not scored$/, disabled: false });
  for (let remaining = await unscored.count(); remaining > 0; remaining -= 1) {
    await unscored.first().click();
    await page.keyboard.press('3');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(unscored).toHaveCount(remaining - 1);
  }
  await expect(page.getByRole('button', { name: cellName(kept, question, 'score 3') })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Your Progress' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('button', { name: 'Submit evaluation' })).toBeEnabled();

  // The dashboard's card counts the same cells.
  await page.getByRole('link', { name: 'Back to Events' }).click();
  await expect(page.getByRole('group', { name: grid.event.name }).getByText('100% complete')).toBeVisible();
});
