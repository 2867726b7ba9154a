import userEvent from '@testing-library/user-event';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderWithProviders as renderRemote, statusText, type ProviderOptions } from '@vsp/test-support/render';

export { cachedData, fixtureFetcher, type FixtureAnswer, type Fixtures } from '@vsp/test-support/render';

/** The shared remote wrapper, starting on the panel unless a test names a path. */
export function renderWithProviders(ui: ReactElement, options: Omit<ProviderOptions, 'path'> & { path?: string }, renderOptions?: RenderOptions) {
  return renderRemote(ui, { path: '/admin', ...options }, renderOptions);
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

export type FetchReply = { status?: number; body?: unknown };

/**
 * Replaces fetch for the panel's changes: every request is recorded, and `reply` answers it
 * (200 with no body when it returns nothing). Reads never reach fetch: they go through the fixtures.
 */
export function mockFetch(reply: (request: RecordedRequest) => FetchReply | void | Promise<FetchReply | void> = () => undefined) {
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      path: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const answer = (await reply(request)) ?? {};
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: statusText[status] ?? 'OK',
      text: async () => text,
    } as Response;
  });
  global.fetch = fetchMock as typeof fetch;
  return { requests, fetchMock };
}

/**
 * One user-event instance per test file, without the pause between keystrokes that the default
 * adds: the tests type whole forms, and those pauses were most of their run time.
 */
export const user = userEvent.setup({ delay: null, applyAccept: false });
