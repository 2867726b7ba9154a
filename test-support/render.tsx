import { render, type RenderOptions } from '@testing-library/react';
import { ThemeProvider, Toaster } from '@vsp/design-system';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig, type Cache } from 'swr';

/** A GET answer: data, an HTTP error status, or "never answers" to hold a screen in its loading state. */
export type FixtureAnswer = { data: unknown } | { status: number } | 'pending';

/** Keyed by API path; tests may change an entry to answer differently on the next read. */
export type Fixtures = Record<string, FixtureAnswer>;

export const statusText: Record<number, string> = { 403: 'Forbidden', 404: 'Not Found', 500: 'Internal Server Error' };

/** The api client's fetcher over fixture data: errors read "{status}: {text}". Unknown paths are a test bug. */
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
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export interface ProviderOptions {
  fixtures: Fixtures;
  path: string;
  /** Replaces the fixture fetcher, e.g. with a spy around it. */
  fetcher?: (key: string) => Promise<unknown>;
  /** The SWR cache, so a test can start from data another screen read and look at it afterwards. */
  cache?: Map<string, unknown>;
}

/** A cache holding these API answers, as if another screen had read them earlier. */
export function cachedData(answers: Record<string, unknown>): Map<string, unknown> {
  return new Map(Object.entries(answers).map(([key, data]) => [key, { data }]));
}

/** The frame the shell gives every screen in a test: theme, router, toaster and an SWR cache of its own. */
export function renderWithProviders(ui: ReactElement, { fixtures, path, fetcher = fixtureFetcher(fixtures), cache = new Map() }: ProviderOptions, options?: RenderOptions) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider withGlobalStyle={false}>
        <SWRConfig value={{ provider: () => cache as Cache, fetcher, dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}>
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
