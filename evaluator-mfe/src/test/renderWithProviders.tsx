import { render, type RenderOptions } from '@testing-library/react';
import { ThemeProvider, Toaster } from '@vsp/design-system';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig, type Cache } from 'swr';

/** A GET answer: data, an HTTP error status, or "never answers" to hold a screen in its loading state. */
export type FixtureAnswer = { data: unknown } | { status: number } | 'pending';

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
  return <div data-testid="location">{location.pathname}</div>;
}

export interface ProviderOptions {
  fixtures: Fixtures;
  path?: string;
  /** Replaces the fixture fetcher, e.g. with a spy around it. */
  fetcher?: (key: string) => Promise<unknown>;
  /** The SWR cache, to start from data cached by another screen. */
  cache?: Map<string, unknown>;
}

/** Stands in for the shell: theme, router, toaster and an SWR cache of its own per test. */
export function renderWithProviders(ui: ReactElement, { fixtures, path = '/', fetcher = fixtureFetcher(fixtures), cache = new Map() }: ProviderOptions, options?: RenderOptions) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider withGlobalStyle={false}>
        <SWRConfig value={{ provider: () => cache as Cache, fetcher, dedupingInterval: 0, shouldRetryOnError: false }}>
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
