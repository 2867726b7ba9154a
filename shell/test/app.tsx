import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { App } from '../src/app/App';

/** What the server answers, by `"<METHOD> <path>"`. */
export type Answers = Record<string, { status: number; body?: unknown }>;

/** The server as the browser sees it: each call answered from `answers()` by its method and path, 404 for any other. */
export function serve(answers: () => Answers): void {
  globalThis.fetch = jest.fn(async (path: string, init?: RequestInit) => {
    const found = answers()[`${init?.method ?? 'GET'} ${path}`] ?? { status: 404 };
    return { ok: found.status < 300, status: found.status, statusText: 'Status', text: async () => (found.body === undefined ? '' : JSON.stringify(found.body)) };
  }) as unknown as typeof fetch;
}

/** The app with a cache of its own, as on a page just loaded. */
export function renderApp() {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <App />
    </SWRConfig>,
  );
}
