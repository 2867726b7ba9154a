import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { api, DECISION_APPROVED, type AdminScoresPage, type Question, type ScoringEvent } from '@vsp/contract';
import { created, createdVendors, scoreAs } from '@vsp/test-support/e2e/api-calls';
import { createAccount, retireByName, systemAdmin, unique } from '@vsp/test-support/e2e/data';
import { signIn } from '@vsp/test-support/e2e/session';

// Vendors are shared by every spec of the run: what this spec makes is retired afterwards.
const made = { eventNames: [] as string[], vendorNames: [] as string[] };

test.afterAll(async () => {
  await retireByName({ events: made.eventNames, vendors: made.vendorNames });
});

const PHONE = { width: 390, height: 844 };

/** How far the page scrolls sideways: 0 when everything fits the window. */
const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function seriousViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).include('[role="tabpanel"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
}

test('an administrator weighs price with quality, a knock-out excludes a vendor with its reason, and a second administrator approves the recommendation', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await signIn(page, systemAdmin());

  const eventFields = { name: unique('Award Review'), disagreementThreshold: 3, priceWeight: 40, priceFormula: 'ratio' };
  const event = await created<ScoringEvent>(page.request, api.events.create.path(), { ...eventFields, priceWeight: 0, status: 'Active' });
  made.eventNames.push(event.name);
  const [a, b, c] = await createdVendors(page.request, made.vendorNames, ['Vendor A', 'Vendor B', 'Vendor C']);
  const fit = await created<Question>(page.request, api.questions.create.path(), { eventId: event.id, text: unique('Fit'), order: 1 });

  // In the Events form price gets 40 of the 100 points, by the ratio to the lowest price.
  await page.goto('/admin?tab=events');
  await page.getByRole('button', { name: `Edit ${event.name}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit Event' });
  await dialog.getByLabel(/Price weight/).fill('40');
  await expect(dialog.getByText("Price score = lowest price ÷ the vendor's price", { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Event updated successfully')).toBeVisible();

  // In the Questions form a knock-out: a pass/fail question.
  const certifiedText = unique('Certified');
  await page.goto('/admin?tab=questions');
  await page.getByRole('button', { name: 'Add Question' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Question' });
  await dialog.getByLabel(/Event/).selectOption({ label: event.name });
  await dialog.getByLabel(/^Question/).fill(certifiedText);
  await dialog.getByLabel(/Order/).fill('2');
  await dialog.getByLabel(/Kind/).selectOption({ label: 'Pass–Fail' });
  await dialog.getByRole('button', { name: 'Create Question' }).click();
  await expect(page.getByText('Question created successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: certifiedText })).toContainText('Pass–Fail');
  const questions = (await (await page.request.get(api.questions.adminList.path())).json()) as Question[];
  const certified = questions.find((question) => question.text === certifiedText)!;

  // Two evaluators: A and B pass the knock-out, C fails it with both. On Fit A scores 4, B 4.5 and C 5.
  const scorers = [await createAccount({ name: unique('Judge') }), await createAccount({ name: unique('Judge') })];
  for (const [index, scorer] of scorers.entries()) {
    await scoreAs(browser, baseURL, scorer, event.id, [
      { vendorId: a.id, questionId: fit.id, score: 4, comments: 'Good fit' },
      { vendorId: b.id, questionId: fit.id, score: 5 - index, comments: 'Strong fit' },
      { vendorId: c.id, questionId: fit.id, score: 5, comments: 'Great, but uncertified' },
      { vendorId: a.id, questionId: certified.id, score: 5, comments: 'Certificate seen' },
      { vendorId: b.id, questionId: certified.id, score: 5, comments: 'Certificate seen' },
    ]);
  }
  // Each answers C's knock-out on the scoring grid: Fail.
  for (const scorer of scorers) {
    const context = await browser.newContext({ baseURL });
    const grid = await context.newPage();
    await signIn(grid, scorer);
    await grid.goto(`/scoring/${event.id}`);
    await grid.getByRole('button', { name: `${c.name}, ${certified.text}: not scored` }).click();
    const scoreDialog = grid.getByRole('dialog', { name: 'Score Vendor' });
    await expect(scoreDialog.getByRole('radio')).toHaveText(['Pass', 'Fail', 'No Vote']);
    await scoreDialog.getByRole('radio', { name: 'Fail' }).click();
    await scoreDialog.getByRole('button', { name: 'Save Score' }).click();
    await expect(grid.getByRole('button', { name: `${c.name}, ${certified.text}: Fail` })).toHaveText('Fail');
    await context.close();
  }

  await page.goto(`/admin?tab=results&event=${event.id}&view=award`);
  const panel = page.getByRole('tabpanel', { name: 'Award' });
  await expect(panel.getByText('Quality carries 60 of the 100 points and price 40.', { exact: false })).toBeVisible();

  // Prices through the Award view's form: A 1,000, B 800.
  for (const [vendor, price] of [[a, '1000'], [b, '800']] as const) {
    await panel.getByRole('combobox', { name: 'Vendor' }).selectOption({ label: vendor.name });
    const form = panel.getByRole('form', { name: `Price of ${vendor.name}` });
    await form.getByRole('textbox', { name: /Price/ }).fill(price);
    await form.getByRole('button', { name: 'Save price' }).click();
    await expect(page.getByText('Price saved').first()).toBeVisible();
  }

  // B: 4.5/5 × 60 + 800/800 × 40 = 94; A: 4/5 × 60 + 800/1000 × 40 = 80. C is out on the knock-out.
  const rows = panel.getByRole('table', { name: 'Award by total points' }).getByRole('row');
  await expect(rows.nth(1)).toContainText(b.name);
  await expect(rows.nth(1)).toContainText('94.00');
  await expect(rows.nth(2)).toContainText(a.name);
  await expect(rows.nth(2)).toContainText('80.00');
  const excluded = panel.getByRole('list', { name: 'Excluded vendors and overrides' }).getByRole('listitem').filter({ hasText: c.name }).first();
  await expect(excluded).toContainText(`Failed '${certified.text}'`);
  // C scored best on quality: the view says why it is not first.
  await expect(panel.getByText(`${b.name} comes first in the award, while ${c.name} has the highest quality score: an exclusion changed the order.`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // How sure: B leads A by 14 points; both evaluators prefer B, so B is first in every resample.
  await page.goto(`/admin?tab=results&event=${event.id}&view=how-sure`);
  const howSure = page.getByRole('tabpanel', { name: 'How sure' });
  const chances = howSure.getByRole('table', { name: 'Chance of first place per vendor' });
  await expect(chances.getByRole('row').filter({ hasText: b.name })).toContainText('100');
  await expect(howSure.getByText(`${b.name} leads by 14.00 points`, { exact: false }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // On a phone every results view fits the width; wide tables scroll inside their own region.
  await page.setViewportSize(PHONE);
  expect(await pageOverflow(page)).toBe(0);
  await page.goto(`/admin?tab=results&event=${event.id}&view=award`);
  await expect(page.getByRole('table', { name: 'Award by total points' })).toBeVisible();
  expect(await pageOverflow(page)).toBe(0);
  await page.goto(`/admin?tab=results&event=${event.id}&view=overview`);
  await expect(page.getByRole('table', { name: 'Ranking by weighted score' })).toBeVisible();
  expect(await pageOverflow(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`/admin?tab=results&event=${event.id}&view=consensus`);
  await page.getByRole('button', { name: `${c.name} · ${fit.text}` }).click();
  await expect(page.getByRole('form', { name: 'Consensus score' })).toBeVisible();
  expect(await pageOverflow(page)).toBe(0);
  await page.goto('/admin?tab=incomplete');
  await expect(page.getByRole('heading', { name: 'Incomplete Submissions' })).toBeVisible();
  expect(await pageOverflow(page)).toBe(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Scoring is over: the system account recommends B, the award's first.
  const closed = await page.request.put(api.events.update.path({ id: event.id }), { data: { ...eventFields, status: 'Closed' } });
  expect(closed.ok(), await closed.text()).toBe(true);
  await page.goto(`/admin?tab=results&event=${event.id}&view=decision`);
  const decision = page.getByRole('tabpanel', { name: 'Decision' });
  const recommendation = decision.getByRole('form', { name: 'Recommendation' });
  await expect(recommendation.getByRole('combobox', { name: /Vendor to recommend/ })).toHaveValue(String(b.id));
  await recommendation.getByRole('textbox', { name: /Rationale/ }).fill('Best fit at a fair price, and certified.');
  await recommendation.getByRole('button', { name: 'Recommend' }).click();
  await expect(decision.getByText('Recommended: awaiting approval')).toBeVisible();
  // The shared system account may not approve: the view says which rule stops it.
  await expect(decision.getByText('The system account is shared, so it cannot approve', { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A second administrator, who took no part in the scoring, approves.
  const approver = await createAccount({ isAdmin: true, name: unique('Approver') });
  const approverContext = await browser.newContext({ baseURL });
  const approverPage = await approverContext.newPage();
  await signIn(approverPage, approver);
  await approverPage.goto(`/admin?tab=results&event=${event.id}&view=decision`);
  const approval = approverPage.getByRole('form', { name: 'Approval' });
  await approval.getByRole('combobox', { name: /Decision/ }).selectOption({ label: 'Approve the recommendation' });
  await approval.getByRole('textbox', { name: /Comment/ }).fill('Agreed with the panel.');
  await approval.getByRole('button', { name: 'Record decision' }).click();
  const approvedPanel = approverPage.getByRole('tabpanel', { name: 'Decision' });
  await expect(approvedPanel.getByText(/^Approved by .+: Agreed with the panel\.$/).first()).toBeVisible();
  await expect(approvedPanel.locator('code')).toHaveText(/^[0-9a-f]{64}$/);
  const sha256 = (await approvedPanel.locator('code').textContent())!;

  // The final report downloads as stored: the same bytes every time, with the hash shown.
  const download = approverPage.waitForEvent('download');
  await approvedPanel.getByRole('button', { name: 'Download the final report' }).click();
  expect((await download).suggestedFilename()).toBe(`evaluation-report-event-${event.id}.pdf`);
  expect(createHash('sha256').update(await readFile(await (await download).path())).digest('hex')).toBe(sha256);
  await approverContext.close();

  // Everything the award is figured from is frozen now: deleting a score is refused.
  const scores = (await (await page.request.get(api.scores.adminList.path({ eventId: event.id, limit: 1, offset: 0 }))).json()) as AdminScoresPage;
  const refused = await page.request.delete(api.scores.remove.path({ id: scores.rows[0].id }));
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(DECISION_APPROVED);
});
