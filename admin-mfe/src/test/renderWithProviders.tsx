import userEvent from '@testing-library/user-event';
import { render, type RenderOptions } from '@testing-library/react';
import { ThemeProvider, Toaster } from '@vsp/design-system';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';

/** A GET answer: data, an HTTP error status, or "never answers" to hold a screen in its loading state. */
export type FixtureAnswer = { data: unknown } | { status: number } | 'pending';

/** Keyed by API path; tests may change an entry to answer differently on the next read. */
export type Fixtures = Record<string, FixtureAnswer>;

const statusText: Record<number, string> = { 403: 'Forbidden', 404: 'Not Found', 500: 'Internal Server Error' };

/** The shell's fetcher contract over fixture data: errors read "{status}: {text}". Unknown paths are a test bug. */
export function fixtureFetcher(fixtures: Fixtures) {
  return async (key: string) => {
    const answer = fixtures[key];
    if (answer === undefined) throw new Error(`No fixture for GET ${key}`);
    if (answer === 'pending') return new Promise<never>(() => {});
    if ('status' in answer) throw new Error(`${answer.status}: ${statusText[answer.status] ?? 'Error'}`);
    return JSON.parse(JSON.stringify(answer.data));
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface ProviderOptions {
  fixtures: Fixtures;
  path?: string;
  /** Extra cache entries, as if another screen had read them earlier. */
  cache?: Record<string, unknown>;
}

/** Stands in for the shell: theme, router, toaster and an SWR cache of its own per test. */
export function renderWithProviders(ui: ReactElement, { fixtures, path = '/admin', cache = {} }: ProviderOptions, options?: RenderOptions) {
  const provider = () => {
    const map = new Map<string, unknown>();
    for (const [key, data] of Object.entries(cache)) map.set(key, { data });
    return map as never;
  };
  function Providers({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider withGlobalStyle={false}>
        <SWRConfig value={{ provider, fetcher: fixtureFetcher(fixtures), dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}>
          <MemoryRouter initialEntries={[path]}>
            {children}
            <Routes>
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </MemoryRouter>
          <Toaster />
        </SWRConfig>
      </ThemeProvider>
    );
  }
  return render(ui, { wrapper: Providers, ...options });
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

export type FetchReply = { status?: number; body?: unknown };

/**
 * Replaces fetch for the writes of lib/api: every request is recorded, and `reply` answers it
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
