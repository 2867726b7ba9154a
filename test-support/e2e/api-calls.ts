import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { api, type Vendor } from '@vsp/contract';
import { unique, type Account } from './data';

/** Creates a record through the administrator API, as the admin forms do, and answers it. */
export async function created<T>(request: APIRequestContext, path: string, data: object): Promise<T> {
  const response = await request.post(path, { data });
  expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export interface ScoreRow {
  vendorId: number;
  questionId: number;
  score: number;
  comments: string;
}

/** Signs the evaluator in on a context of their own and saves their scores through the API, as the scoring grid does. */
export async function scoreAs(browser: Browser, baseURL: string | undefined, account: Account, eventId: number, scores: ScoreRow[]): Promise<void> {
  const context = await browser.newContext({ baseURL });
  const signedIn = await context.request.post(api.auth.login.path(), { data: { username: account.username, password: account.password } });
  expect(signedIn.ok()).toBe(true);
  for (const row of scores) {
    const saved = await context.request.post(api.scores.save.path({ eventId }), { data: { ...row, followupQuestions: null } });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  await context.close();
}

/** Creates one vendor per label, each under a name of its own, noting the names in `madeNames` so the spec can retire them. */
export async function createdVendors(request: APIRequestContext, madeNames: string[], labels: string[]): Promise<Vendor[]> {
  const vendors: Vendor[] = [];
  for (const name of labels.map(unique)) {
    madeNames.push(name);
    vendors.push(await created<Vendor>(request, api.vendors.create.path(), { name, company: `${name} Ltd` }));
  }
  return vendors;
}
