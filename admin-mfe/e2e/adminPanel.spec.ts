import { expect, test, type Page } from '@playwright/test';
import { api, evaluatorScoresPagePath } from '@vsp/contract';
import { keepContentPage, keepSiteConfig, retireByName, systemAdmin, unique } from '@vsp/test-support/e2e/data';
import { signIn } from '@vsp/test-support/e2e/session';
import ExcelJS from 'exceljs';

// Vendors, content pages and branding are shared by every spec of the run: what this spec makes is
// retired afterwards and what it edits is put back.
const made = { eventNames: [] as string[], vendorNames: [] as string[] };
let restoreContent: (() => Promise<void>) | undefined;
let restoreBranding: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  restoreContent = await keepContentPage('instructions');
  restoreBranding = await keepSiteConfig();
});

test.afterAll(async () => {
  await retireByName({ events: made.eventNames, vendors: made.vendorNames });
  await restoreContent?.();
  await restoreBranding?.();
});

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

async function idOf(page: Page, path: string, match: (row: Record<string, unknown>) => boolean): Promise<number> {
  const rows = (await (await page.request.get(path)).json()) as Record<string, unknown>[];
  return rows.find(match)!.id as number;
}

test('an administrator sets up an event through the forms and sees an evaluator’s scores in the analysis', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const eventName = unique('Admin Review');
  const vendorNames = [unique('Vendor A'), unique('Vendor B')];
  const questionTexts = [unique('Fit'), unique('Cost')];
  const evaluator = { username: unique('judge'), password: 'judge-password-1', name: `Judge ${unique('x')}` };
  const csvUsers = [unique('csv'), unique('csv')];
  made.eventNames.push(eventName);
  made.vendorNames.push(...vendorNames);

  await signIn(page, systemAdmin());
  await page.goto('/admin');
  await expect(page.getByRole('tab', { name: 'Users', selected: true })).toBeVisible();

  await openTab(page, 'Events');
  await expect(page).toHaveURL(/\/admin\?tab=events$/);
  await page.getByRole('button', { name: 'Add Event' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Event' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(eventName);
  await dialog.getByLabel('Status').selectOption('Active');
  await dialog.getByLabel('Start Date').fill('2026-06-01');
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText('Event created successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name: eventName, exact: true })).toBeVisible();

  await openTab(page, 'Vendors');
  for (const name of vendorNames) {
    await page.getByRole('button', { name: 'Add Vendor' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Vendor' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog.getByLabel('Company').fill(`${name} Ltd`);
    await dialog.getByRole('button', { name: 'Create Vendor' }).click();
    await expect(page.getByText('Vendor created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  await openTab(page, 'Questions');
  for (const [index, text] of questionTexts.entries()) {
    await page.getByRole('button', { name: 'Add Question' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Question' });
    await dialog.getByRole('combobox', { name: 'Event', exact: true }).selectOption({ label: eventName });
    await dialog.getByRole('textbox', { name: 'Question', exact: true }).fill(text);
    await dialog.getByLabel('Order').fill(String(index + 1));
    await dialog.getByRole('button', { name: 'Create Question' }).click();
    await expect(page.getByText('Question created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  await openTab(page, 'Users');
  await page.getByRole('button', { name: 'Add User' }).click();
  dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(evaluator.username);
  await dialog.getByLabel('Password', { exact: false }).fill(evaluator.password);
  await dialog.getByRole('textbox', { name: 'Full Name', exact: true }).fill(evaluator.name);
  await dialog.getByLabel('Email').fill(`${evaluator.username}@example.org`);
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();

  const csv = ['username,password,name,email', ...csvUsers.map((username) => `${username},${username}-pw,Person ${username},`), ',missing,No Username,'].join('\n');
  await page.getByTestId('file-upload-input').setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('Successfully created 2 users')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Rows not imported' })).toContainText('Line 4: Missing username');
  await expect(page.getByText(`Person ${csvUsers[1]}`)).toBeVisible();

  await openTab(page, 'Permissions');
  const locked = page.getByRole('switch', { name: `Person ${csvUsers[1]} access to ${eventName}` });
  await expect(locked).toBeChecked();
  await locked.click();
  await expect(page.getByText('Permission updated successfully')).toBeVisible();
  await expect(locked).not.toBeChecked();

  await openTab(page, 'Content Pages');
  await page.getByRole('button', { name: /^Edit Content: Instructions/ }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Content' });
  await dialog.getByLabel('Content').fill('<h2>How to score</h2><script>window.bad = 1</script>');
  await expect(dialog.getByTestId('content-preview').getByRole('heading', { name: 'How to score' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Content' }).click();
  await expect(page.getByText('Content updated successfully')).toBeVisible();

  await openTab(page, 'Site Config');
  const siteName = unique('Review Portal');
  await page.getByLabel('Site Name').fill(siteName);
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  await expect(page.getByText('Site configuration updated successfully')).toBeVisible();
  await expect(page).toHaveTitle(siteName);

  // The evaluator scores vendor A fully and vendor B halfway, with a No Vote.
  const eventId = await idOf(page, api.events.adminList.path(), (row) => row.name === eventName);
  const [vendorA, vendorB] = await Promise.all(vendorNames.map((name) => idOf(page, api.vendors.adminList.path(), (row) => row.name === name)));
  const [fit, cost] = await Promise.all(questionTexts.map((text) => idOf(page, api.questions.adminList.path(), (row) => row.text === text)));
  const evaluatorContext = await browser.newContext({ baseURL });
  const evaluatorPage = await evaluatorContext.newPage();
  await signIn(evaluatorPage, { id: 0, ...evaluator });
  for (const [vendorId, questionId, score] of [
    [vendorA, fit, 4],
    [vendorA, cost, 5],
    [vendorB, fit, 0],
  ]) {
    const saved = await evaluatorPage.request.post(api.scores.save.path({ eventId }), { data: { vendorId, questionId, score, comments: null, followupQuestions: null } });
    expect(saved.ok()).toBe(true);
  }
  await evaluatorContext.close();

  await openTab(page, 'Scores');
  const scoreRows = page.getByRole('row').filter({ hasText: evaluator.name });
  await expect(scoreRows).toHaveCount(3);
  await expect(scoreRows.filter({ hasText: vendorNames[1] })).toContainText('No Vote');
  // The filters live in the address: a link opens one evaluator's scores in the event, their name in the box.
  const evaluatorId = await idOf(page, api.users.adminList.path(), (row) => row.username === evaluator.username);
  await page.goto(evaluatorScoresPagePath(eventId, evaluatorId));
  const filters = page.getByRole('group', { name: 'Filter scores' });
  await expect(filters.getByRole('combobox', { name: 'User' })).toHaveValue(evaluator.name);
  await expect(filters.getByRole('combobox', { name: 'Event' })).toHaveValue(String(eventId));
  await expect(page.getByRole('table', { name: 'Scores' }).getByRole('row')).toHaveCount(4);

  await openTab(page, 'Incomplete Submissions');
  const incompleteVendorB = page.getByRole('button', { name: new RegExp(vendorNames[1]) });
  await expect(incompleteVendorB).toHaveAttribute('aria-expanded', 'true');
  const judgeLine = page.getByRole('listitem').filter({ hasText: evaluator.name });
  // Complete for vendor A, so listed once: under vendor B, where the No Vote counts as an answer.
  await expect(judgeLine).toHaveCount(1);
  await expect(judgeLine).toContainText('1/2 questions completed');
  await expect(page.getByRole('listitem').filter({ hasText: `Person ${csvUsers[0]}` }).first()).toContainText('0/2 questions completed');
  await expect(page.getByRole('listitem').filter({ hasText: `Person ${csvUsers[1]}` })).toHaveCount(0);

  await openTab(page, 'Average Scores');
  await expect(page.getByRole('button', { name: new RegExp(vendorNames[0]) })).toContainText('Vendor Average: 4.50 / 5.00');
  const vendorAQuestions = page.getByRole('list', { name: `Questions for ${vendorNames[0]}` });
  await expect(vendorAQuestions.getByRole('listitem').filter({ hasText: questionTexts[0] })).toContainText('4.00 / 5.00');
  await expect(vendorAQuestions.getByRole('listitem').filter({ hasText: questionTexts[1] })).toContainText('Excellent');
  await expect(vendorAQuestions.getByRole('listitem').first()).toContainText(/1 response from \d+ users \(\d+%\)/);
  await expect(page.getByRole('list', { name: `Questions for ${vendorNames[1]}` })).toContainText('No Scores');
  await expect(page.getByRole('img', { name: new RegExp(`comparing the vendors' averages in ${eventName}`) })).toBeVisible();

  await openTab(page, 'Export Data');
  // The new tab closes once the attachment starts; Chromium reports the download on the page that opened it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Flattened Data' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  // Downloading here, the page fetches the file itself, shows its progress and saves it under the server's name.
  const here = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download here: Flattened scores' }).click();
  expect((await here).suggestedFilename()).toBe((await download).suggestedFilename());
  await expect(page.getByText(/^Saved .+\.xlsx \(/)).toBeVisible();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await download).path());
  const cells = workbook.worksheets.flatMap((sheet) => sheet.getSheetValues().flat().map(String));
  expect(cells).toContain(evaluator.username);
  expect(cells).toContain(questionTexts[1]);
});

test('the tab lives in the URL: a reload keeps it and an unknown path under /admin comes back to the panel', async ({ page }) => {
  await signIn(page, systemAdmin());
  await page.goto('/admin?tab=averages');
  await expect(page.getByRole('tab', { name: 'Average Scores', selected: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Average Scores', selected: true })).toBeVisible();
  await page.goto('/admin/elsewhere');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('tab', { name: 'Users', selected: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'System account - Cannot be modified' })).toBeVisible();
});
