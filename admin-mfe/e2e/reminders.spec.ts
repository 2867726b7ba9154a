import { expect, test } from '@playwright/test';
import { createAccount, keepSiteConfig, systemAdmin, unique } from '@vsp/test-support/e2e/data';
import { mailTo } from '@vsp/test-support/e2e/mailbox';
import { createGrid, retire, type GridData } from '@vsp/test-support/e2e/scoring-data';
import { signIn } from '@vsp/test-support/e2e/session';

let grid: GridData | undefined;

test.afterEach(async () => {
  if (grid) await retire(grid);
  grid = undefined;
});

test('an administrator reminds an evaluator from Incomplete Submissions; the mail names what is missing and its link opens the event', async ({ page, browser }) => {
  test.setTimeout(120_000);
  grid = await createGrid({ status: 'Active', questions: 2, vendors: 1 });
  const address = `${unique('reviewer')}@example.org`;
  const evaluator = await createAccount({ name: `Reminded ${unique('reviewer')}`, email: address });
  await signIn(page, systemAdmin());

  await page.goto('/admin?tab=incomplete');
  // The spec's mail draft stays beside the server's reminders.
  await expect(page.getByRole('button', { name: `Mail Missing Participants: ${grid.event.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Send reminders: ${grid.event.name}` })).toBeVisible();
  await page.getByRole('button', { name: `Send a reminder to ${evaluator.name} for ${grid.event.name}` }).first().click();

  const confirmation = page.getByRole('alertdialog', { name: 'Send reminders' });
  await expect(confirmation).toContainText('Send a reminder to 1 user?');
  await confirmation.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Reminders queued')).toBeVisible();

  const [mail] = await mailTo(address);
  expect(mail).toBeDefined();
  expect(mail!.subject).toBe(`Reminder: your evaluation of ${grid.event.name}`);
  expect(mail!.text).toContain(`Hello ${evaluator.name},`);
  expect(mail!.text).toContain(`- ${grid.vendors[0]!.name} (Company 1): 0/2 questions completed`);
  const link = /http:\/\/\S+\/scoring\/\d+/.exec(mail!.text)?.[0];
  expect(link).toBe(new URL(`/scoring/${grid.event.id}`, page.url()).href);

  // The row says when the user was reminded, once the record shows it; the panel reads it afresh on opening.
  await page.reload();
  await expect(page.getByText(/^Last reminded /).first()).toBeVisible();

  // The link in the mail opens the event's scoring screen for the evaluator.
  const context = await browser.newContext();
  const evaluatorPage = await context.newPage();
  await signIn(evaluatorPage, evaluator);
  await evaluatorPage.goto(link!);
  await expect(evaluatorPage.getByRole('heading', { name: grid.event.name })).toBeVisible();
  await context.close();
});

test('an administrator edits the reminder template and sees it in the preview', async ({ page }) => {
  const restore = await keepSiteConfig();
  try {
    await signIn(page, systemAdmin());
    await page.goto('/admin?tab=site-config');
    const subject = page.getByRole('textbox', { name: /Reminder Subject/ });
    await subject.fill('{event}: {deadline}');
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await expect(page.getByText('Unknown placeholder {deadline}; use {name}, {event}, {missing}, {link}, {siteName}').first()).toBeVisible();
    await subject.fill('Still to score in {event}');
    await expect(page.getByRole('figure', { name: 'Preview', exact: true })).toContainText('Still to score in Sample event');
  } finally {
    await restore();
  }
});
