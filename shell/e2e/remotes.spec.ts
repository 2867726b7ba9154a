import { expect, test } from '@playwright/test';
import { createAccount, systemAdmin } from '@vsp/test-support/e2e/data';
import { signIn } from '@vsp/test-support/e2e/session';

test('an evaluator’s browser never requests the admin remote', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const dashboard = page.getByText('Select a scoring event below to begin your vendor evaluation.');
  await signIn(page, await createAccount());
  await expect(dashboard).toBeVisible();
  await page.goto('/instructions');
  await expect(page.getByRole('heading', { name: 'Instructions for Participants' })).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(dashboard).toBeVisible();
  expect(requested.some((path) => path.startsWith('/remotes/evaluator/'))).toBe(true);
  expect(requested.filter((path) => path.startsWith('/remotes/admin/'))).toEqual([]);
});

test('the admin remote loads only when an administrator opens /admin', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await signIn(page, systemAdmin());
  expect(requested.filter((path) => path.startsWith('/remotes/admin/'))).toEqual([]);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin', exact: true }).click();
  await expect.poll(() => requested.some((path) => path.startsWith('/remotes/admin/'))).toBe(true);
});

test('a remote that fails to load shows an error view with a retry inside the frame', async ({ page }) => {
  await page.route('**/remotes/evaluator/**', (route) => route.abort());
  await signIn(page, await createAccount());
  await expect(page.getByRole('alert').getByText('This part of the portal could not be loaded')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  await page.unroute('**/remotes/evaluator/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Select a scoring event below to begin your vendor evaluation.')).toBeVisible();
});

test('exactly one copy of React runs in the page with a remote loaded', async ({ page }) => {
  await signIn(page, await createAccount());
  await expect(page.getByText('Select a scoring event below to begin your vendor evaluation.')).toBeVisible();
  const loadedReactVersions = await page.evaluate(() => {
    const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>> } }).__FEDERATION__;
    const copies = new Set<string>();
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const versions of Object.values(scopes)) {
        for (const [version, shared] of Object.entries(versions.react ?? {})) {
          if (shared.loaded) copies.add(`${version} from ${shared.from}`);
        }
      }
    }
    return [...copies];
  });
  expect(loadedReactVersions).toHaveLength(1);
});
