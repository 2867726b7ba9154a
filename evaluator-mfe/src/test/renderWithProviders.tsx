import type { RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderWithProviders as renderRemote, type ProviderOptions } from '../../../test-support/render';

export { cachedData, fixtureFetcher, type FixtureAnswer, type Fixtures } from '../../../test-support/render';

/** The shared remote wrapper, starting on the dashboard unless a test names a path. */
export function renderWithProviders(ui: ReactElement, options: Omit<ProviderOptions, 'path'> & { path?: string }, renderOptions?: RenderOptions) {
  return renderRemote(ui, { path: '/', ...options }, renderOptions);
}
