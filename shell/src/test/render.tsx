import { render } from '@testing-library/react';
import { ThemeProvider, Toaster } from '@vsp/design-system';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';

export type Fixtures = Record<string, unknown>;

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Theme, router, toaster and a fresh SWR cache whose reads answer from fixtures. */
export function renderShell(ui: ReactElement, { fixtures = {}, path = '/' }: { fixtures?: Fixtures; path?: string } = {}) {
  const fetcher = async (key: string) => {
    if (!(key in fixtures)) throw new Error(`404: No fixture for ${key}`);
    return fixtures[key];
  };
  return render(
    <ThemeProvider>
      <SWRConfig value={{ provider: () => new Map(), fetcher, shouldRetryOnError: false }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <Location />
          <Toaster />
        </MemoryRouter>
      </SWRConfig>
    </ThemeProvider>,
  );
}
