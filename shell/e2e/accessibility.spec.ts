import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, systemAdmin } from '@vsp/test-support/e2e/data';
import { createGrid, retire, type GridData } from '@vsp/test-support/e2e/scoring-data';
import { signIn } from '@vsp/test-support/e2e/session';

/** Serious and critical WCAG 2 A/AA findings of axe on what the page shows now. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Mid-fade colours are paler than the real ones: let every transition finish before measuring contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

let grid: GridData | undefined;

test.afterEach(async () => {
  if (grid) await retire(grid);
  grid = undefined;
});

test('the login screen has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the evaluator’s dashboard, scoring grid and score dialog have no serious accessibility violations', async ({ page }) => {
  grid = await createGrid({ status: 'Active', questions: 2, vendors: 2 });
  await signIn(page, await createAccount());
  await expect(page.getByText('Select a scoring event below to begin your vendor evaluation.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/scoring/${grid.event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${grid.event.name} Scoring` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: /not scored/ }).first().click();
  await expect(page.getByRole('dialog', { name: 'Score Vendor' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the administration panel has no serious accessibility violations', async ({ page }) => {
  // Sixteen tabs, each loaded and measured on a busy machine.
  test.setTimeout(180_000);
  await signIn(page, systemAdmin());
  const tabs = {
    events: 'Events',
    vendors: 'Vendors',
    questions: 'Questions',
    'event-vendor-info': 'Event Vendor Info',
    schedule: 'Schedule',
    users: 'Users',
    permissions: 'Permissions',
    'site-config': 'Site Config',
    'content-pages': 'Content Pages',
    activity: 'Activity',
    scores: 'Scores',
    incomplete: 'Incomplete Submissions',
    averages: 'Average Scores',
    declarations: 'Declarations',
    results: 'Results',
    export: 'Export Data',
  };
  for (const [tab, label] of Object.entries(tabs)) {
    await page.goto(`/admin?tab=${tab}`);
    await expect(page.getByRole('tab', { name: label, selected: true })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: label })).toBeVisible();
    expect(await seriousViolations(page), `tab ${tab}`).toEqual([]);
  }
});
