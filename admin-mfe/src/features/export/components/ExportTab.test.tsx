import { screen } from '@testing-library/react';
import { api } from '@vsp/contract';
import { adminFixtures } from '../../../../test/fixtures';
import { renderWithProviders, user } from '../../../../test/renderWithProviders';
import { ExportTab } from './ExportTab';

describe('ExportTab', () => {
  it('opens each XLSX export in a new tab without a handle on the panel', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<ExportTab />, { fixtures: adminFixtures() });
    await user.click(screen.getByRole('button', { name: 'Export Users' }));
    await user.click(screen.getByRole('button', { name: 'Export Flattened Data' }));
    expect(open.mock.calls).toEqual([
      [api.exports.users.path(), '_blank', 'noopener'],
      [api.exports.flattenedScores.path(), '_blank', 'noopener'],
    ]);
  });
});
