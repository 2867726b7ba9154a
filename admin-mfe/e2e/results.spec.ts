import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { api, type Question, type ScoringEvent } from '@vsp/contract';
import { created, createdVendors, scoreAs } from '@vsp/test-support/e2e/api-calls';
import { createAccount, retireByName, systemAdmin, unique } from '@vsp/test-support/e2e/data';
import { signIn } from '@vsp/test-support/e2e/session';
import ExcelJS from 'exceljs';

// Vendors are shared by every spec of the run: what this spec makes is retired afterwards.
const made = { eventNames: [] as string[], vendorNames: [] as string[] };

test.afterAll(async () => {
  await retireByName({ events: made.eventNames, vendors: made.vendorNames });
});

test('an administrator reads an event’s results, discusses a flagged cell by keyboard and exports the workbook', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signIn(page, systemAdmin());

  // Fit counts twice as much as Cost. The generous evaluator rates everything 4 or 5; the harsh one
  // gives vendor B a 1 for Fit, so that cell's ratings differ by 4 and it is flagged.
  const event = await created<ScoringEvent>(page.request, api.events.create.path(), { name: unique('Results Review'), status: 'Active', disagreementThreshold: 3 });
  made.eventNames.push(event.name);
  const [a, b] = await createdVendors(page.request, made.vendorNames, ['Vendor A', 'Vendor B']);
  const fit = await created<Question>(page.request, api.questions.create.path(), { eventId: event.id, text: unique('Fit'), order: 1, weight: 2, section: 'Technical' });
  const cost = await created<Question>(page.request, api.questions.create.path(), { eventId: event.id, text: unique('Cost'), order: 2 });
  expect([fit.weight, cost.weight]).toEqual([2, 1]);

  const generous = await createAccount({ name: `Generous ${unique('judge')}` });
  const harsh = await createAccount({ name: `Harsh ${unique('judge')}` });
  await scoreAs(browser, baseURL, generous, event.id, [
    { vendorId: a.id, questionId: fit.id, score: 5, comments: 'Fits every workflow' },
    { vendorId: a.id, questionId: cost.id, score: 4, comments: 'Fair price' },
    { vendorId: b.id, questionId: fit.id, score: 5, comments: 'Strong demo' },
    { vendorId: b.id, questionId: cost.id, score: 5, comments: 'Cheapest offer' },
  ]);
  await scoreAs(browser, baseURL, harsh, event.id, [
    { vendorId: a.id, questionId: fit.id, score: 4, comments: 'Good fit' },
    { vendorId: a.id, questionId: cost.id, score: 3, comments: 'Pricey' },
    { vendorId: b.id, questionId: fit.id, score: 1, comments: 'No single sign-on' },
    { vendorId: b.id, questionId: cost.id, score: 4, comments: 'Reasonable' },
  ]);

  await page.goto('/admin?tab=results');
  await expect(page.getByRole('tab', { name: 'Results', selected: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Event' }).selectOption({ label: `${event.name} (Active)` });
  await expect(page).toHaveURL(new RegExp(`[?&]event=${event.id}(&|$)`));

  // A: (2 × 4.50 + 3.50) / 3 = 4.17; B: (2 × 3.00 + 4.50) / 3 = 3.50.
  const ranking = page.getByRole('table', { name: 'Ranking by weighted score' }).getByRole('row');
  await expect(ranking.nth(1)).toContainText(a.name);
  await expect(ranking.nth(1)).toContainText('4.17');
  await expect(ranking.nth(2)).toContainText(b.name);
  await expect(ranking.nth(2)).toContainText('3.50');

  const heatMap = page.getByRole('table', { name: /Mean rating per vendor and question/ });
  await expect(heatMap.getByRole('columnheader', { name: 'Technical' })).toBeVisible();
  await expect(heatMap.getByRole('columnheader', { name: `${fit.text} weight ×2` })).toBeVisible();

  // The rows follow the ranking: vendor B's Fit cell is one down from vendor A's.
  const flaggedName = `${b.name}, ${fit.text}: mean 3.00, Good, flagged: ratings differ by 4`;
  await heatMap.getByRole('button', { name: new RegExp(`^${a.name}, ${fit.text}:`) }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: flaggedName })).toBeFocused();
  await page.keyboard.press('Enter');

  const detail = page.getByRole('region', { name: `${b.name} · ${fit.text}` });
  await expect(detail).toBeVisible();
  await expect(detail.getByLabel('Statistics')).toContainText('Spread4, flagged');
  const comments = detail.getByRole('list', { name: 'Comments' });
  await expect(comments).toContainText('No single sign-on');
  await expect(comments).toContainText('Evaluator 1');
  await expect(comments).toContainText('Evaluator 2');
  await expect(comments).not.toContainText(generous.name);
  await expect(comments).not.toContainText(harsh.name);

  const axe = await new AxeBuilder({ page }).include('[role="tabpanel"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

  await detail.getByRole('switch', { name: 'Show evaluator names' }).focus();
  await page.keyboard.press('Space');
  await expect(comments).toContainText(generous.name);
  await expect(comments).toContainText(harsh.name);

  await expect(page.getByRole('table', { name: 'Evaluators and their leniency' }).getByRole('row').filter({ hasText: generous.name })).toContainText('more generous than the panel');
  await expect(page.getByRole('table', { name: 'Evaluators and their leniency' }).getByRole('row').filter({ hasText: harsh.name })).toContainText('harsher than the panel');

  // The page fetches the file itself and saves it through a link, which Playwright reports as a download.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export results' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await download).path());
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Ranking', 'Matrix', 'Cells', 'Evaluators', 'Agreement', 'Consensus', 'Award', 'Robustness']);
  const ranked = workbook.getWorksheet('Ranking')!.getSheetValues().flat().map(String);
  expect(ranked).toContain(a.name);
});
