import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { api, type Question, type ScoringEvent } from '@vsp/contract';
import { created, createdVendors, scoreAs } from '@vsp/test-support/e2e/api-calls';
import { createAccount, retireByName, systemAdmin, unique } from '@vsp/test-support/e2e/data';
import { signIn } from '@vsp/test-support/e2e/session';

// Vendors are shared by every spec of the run: what this spec makes is retired afterwards.
const made = { eventNames: [] as string[], vendorNames: [] as string[] };

test.afterAll(async () => {
  await retireByName({ events: made.eventNames, vendors: made.vendorNames });
});

test('an administrator records a consensus on a flagged cell by keyboard and sees the consensus rank in the ranking', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signIn(page, systemAdmin());

  // One question. Vendor A: 4 and 4. Vendor B: 5 and 1, ratings 4 apart, so its cell is flagged and
  // B ranks second on the mean of 3.00; agreed at 5, B ranks first with the consensus scores.
  const event = await created<ScoringEvent>(page.request, api.events.create.path(), { name: unique('Consensus Review'), status: 'Active', disagreementThreshold: 2 });
  made.eventNames.push(event.name);
  const [a, b] = await createdVendors(page.request, made.vendorNames, ['Vendor A', 'Vendor B']);
  const fit = await created<Question>(page.request, api.questions.create.path(), { eventId: event.id, text: unique('Fit'), order: 1 });

  const first = await createAccount({ name: `First ${unique('judge')}` });
  const second = await createAccount({ name: `Second ${unique('judge')}` });
  await scoreAs(browser, baseURL, first, event.id, [
    { vendorId: a.id, questionId: fit.id, score: 4, comments: 'Solid' },
    { vendorId: b.id, questionId: fit.id, score: 5, comments: 'Best demo of the day' },
  ]);
  await scoreAs(browser, baseURL, second, event.id, [
    { vendorId: a.id, questionId: fit.id, score: 4, comments: 'Fine' },
    { vendorId: b.id, questionId: fit.id, score: 1, comments: 'No single sign-on' },
  ]);

  await page.goto(`/admin?tab=results&event=${event.id}`);
  await page.getByRole('tab', { name: 'Consensus' }).click();
  await expect(page).toHaveURL(/[?&]view=consensus(&|$)/);

  // The flagged cell comes first.
  const cells = page.getByRole('table', { name: 'Cells to moderate' });
  const flaggedRow = cells.getByRole('row').nth(1);
  await expect(flaggedRow).toContainText(`${b.name} · ${fit.text}`);
  await expect(flaggedRow).toContainText('Flagged');
  await flaggedRow.getByRole('button', { name: `${b.name} · ${fit.text}` }).focus();
  await page.keyboard.press('Enter');

  const panel = page.getByRole('region', { name: `${b.name} · ${fit.text}` });
  await expect(panel.getByRole('heading', { name: `${b.name} · ${fit.text}` })).toBeFocused();
  await expect(panel.getByLabel('Statistics')).toContainText('Spread4, flagged');
  const scores = panel.getByRole('table', { name: 'Scores, comments and follow-up questions of each evaluator' });
  await expect(scores).toContainText('No single sign-on');
  await expect(scores).toContainText('Evaluator 1');
  await expect(scores).not.toContainText(first.name);
  await panel.getByRole('switch', { name: 'Show evaluator names' }).focus();
  await page.keyboard.press('Space');
  await expect(scores).toContainText(first.name);

  const axe = await new AxeBuilder({ page }).include('[role="tabpanel"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

  const form = panel.getByRole('form', { name: 'Consensus score' });
  await form.getByRole('combobox', { name: /Consensus score/ }).selectOption({ label: '5 · Exceptional' });
  await form.getByRole('textbox', { name: /Rationale/ }).fill('The reference call confirmed single sign-on ships next month.');
  await form.getByRole('button', { name: 'Save consensus score' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Consensus score saved')).toBeVisible();
  await expect(flaggedRow).toContainText('5 · Exceptional');
  await expect(form).toContainText('recorded by');

  const agreed = await page.request.get(api.consensus.list.path({ eventId: event.id }));
  expect(await agreed.json()).toEqual([expect.objectContaining({ vendorId: b.id, questionId: fit.id, score: 5 })]);

  // The ranking keeps the raw order (A 4.00, B 3.00) and shows B first with the consensus scores.
  await page.getByRole('tab', { name: 'Overview' }).click();
  const ranking = page.getByRole('table', { name: 'Ranking by weighted score' }).getByRole('row');
  await expect(ranking.nth(1)).toContainText(a.name);
  await expect(ranking.nth(2)).toContainText(b.name);
  const consensusRank = ranking.nth(2).getByRole('cell').last();
  await expect(consensusRank).toHaveText('1▲1, Up 1 place with the consensus scores, from rank 2');
  await expect(ranking.nth(2).getByRole('cell').nth(-2)).toHaveText('5.00');
  await expect(ranking.nth(1).getByRole('cell').last()).toContainText('▼1');
});
