import { expect, test } from '@playwright/test';
import { api } from '@vsp/contract';
import { createAccount } from '@vsp/test-support/e2e/data';
import { cellName, createGrid, retire, type GridData } from '@vsp/test-support/e2e/scoring-data';
import { signIn } from '@vsp/test-support/e2e/session';

let grid: GridData | undefined;

test.afterEach(async () => {
  if (grid) await retire(grid);
  grid = undefined;
});

const LONG_COMMENT = [
  'The demo covered every requirement on our list, and the team answered the security questions without notes.',
  'Onboarding looks slow: six weeks before the first department is live, and training is only offered on site.',
  'Pricing was clear for the first year; the renewal terms need a second look before any decision is made.',
  'References from two customers of a similar size would settle the remaining doubts about support response times.',
].join('\n');

test('a comment typed before the network went down comes back after a reload and a new sign-in, never to anyone else, and is then saved', async ({ page, context }) => {
  grid = await createGrid({ status: 'Active', questions: 1, vendors: 1 });
  const [question] = grid.questions;
  const [vendor] = grid.vendors;
  const account = await createAccount();
  await signIn(page, account);
  await page.goto(`/scoring/${grid.event.id}`);

  await page.getByRole('button', { name: cellName(vendor, question, 'not scored') }).click();
  const dialog = page.getByRole('dialog', { name: 'Score Vendor' });
  await dialog.getByRole('radio', { name: '4 Very Good' }).click();
  await dialog.getByLabel('Detailed Feedback & Comments').fill(LONG_COMMENT);

  // The network is cut for the save only: the same path read with GET is the grid's own list.
  const savePath = `**${api.scores.save.path({ eventId: grid.event.id })}`;
  await page.route(savePath, (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()));
  await dialog.getByRole('button', { name: 'Save Score' }).click();
  await expect(dialog.getByText('The network is unreachable')).toBeVisible();
  await expect(dialog.getByText('Your score was not saved, but nothing you typed is lost.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(dialog.getByLabel('Detailed Feedback & Comments')).toHaveValue(LONG_COMMENT);
  await page.unroute(savePath);

  // The session ends with the reload. A colleague signs in on the same browser first: the draft is not theirs to see.
  await context.clearCookies();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await signIn(page, await createAccount());
  await page.goto(`/scoring/${grid.event.id}`);
  await page.getByRole('button', { name: cellName(vendor, question, 'not scored') }).click();
  await expect(dialog.getByLabel('Detailed Feedback & Comments')).toHaveValue('');
  await expect(dialog.getByText(/Restored your unsaved changes/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await context.clearCookies();
  await signIn(page, account);
  await page.goto(`/scoring/${grid.event.id}`);

  await page.getByRole('button', { name: cellName(vendor, question, 'not scored') }).click();
  await expect(dialog.getByText(/^Restored your unsaved changes from .+\.$/)).toBeVisible();
  await expect(dialog.getByRole('radio', { name: '4 Very Good' })).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByLabel('Detailed Feedback & Comments')).toHaveValue(LONG_COMMENT);
  await dialog.getByRole('button', { name: 'Save Score' }).click();
  await expect(page.getByText('Your score has been successfully saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Saved on the server, and the draft is gone.
  await page.reload();
  await page.getByRole('button', { name: cellName(vendor, question, 'score 4, has comments') }).click();
  await expect(dialog.getByLabel('Detailed Feedback & Comments')).toHaveValue(LONG_COMMENT);
  await expect(dialog.getByText(/Restored your unsaved changes/)).toHaveCount(0);
});
