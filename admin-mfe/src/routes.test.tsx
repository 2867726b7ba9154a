import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import AdminRoutes from './routes';
import { admin, adminFixtures } from '../test/fixtures';
import { resultsFixtures } from '../test/resultsFixtures';
import { renderWithProviders, type Fixtures, user } from '../test/renderWithProviders';
import { api } from '@vsp/contract';

function renderAt(path: string, fixtures: Fixtures = adminFixtures()) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/*" element={<AdminRoutes user={admin} />} />
    </Routes>,
    { fixtures, path },
  );
}

describe('AdminRoutes', () => {
  it('opens the Users tab by default, under grouped tab lists', async () => {
    renderAt('/admin');
    expect(await screen.findByRole('tab', { name: 'Users', selected: true })).toBeInTheDocument();
    for (const group of ['Scoring Methodology', 'User Settings', 'Site Configuration', 'Analysis']) {
      expect(screen.getByRole('tablist', { name: group })).toBeInTheDocument();
    }
    expect(within(screen.getByRole('tablist', { name: 'Scoring Methodology' })).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Events',
      'Vendors',
      'Questions',
      'Event Vendor Info',
      'Schedule',
    ]);
    expect(within(screen.getByRole('tablist', { name: 'Analysis' })).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Scores',
      'Incomplete Submissions',
      'Average Scores',
      'Results',
      'Declarations',
      'Export Data',
    ]);
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
  });

  it('opens the tab named in the URL and keeps a newly chosen tab there', async () => {
    renderAt('/admin?tab=events');
    expect(await screen.findByRole('tab', { name: 'Events', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Permissions' }));
    expect(screen.getByRole('tab', { name: 'Permissions', selected: true })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin?tab=permissions');
  });

  it('opens the Results tab beside Average Scores', async () => {
    renderAt('/admin?tab=results', resultsFixtures());
    expect(await screen.findByRole('tab', { name: 'Results', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Ranking by weighted score' })).toBeInTheDocument();
  });

  it('opens the Schedule tab on the first Active event', async () => {
    renderAt('/admin?tab=schedule');
    expect(await screen.findByRole('tab', { name: 'Schedule', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Presentation schedule for Platform Review' })).toBeInTheDocument();
  });

  it('falls back to Users for an unknown tab', async () => {
    renderAt('/admin?tab=nonsense');
    expect(await screen.findByRole('tab', { name: 'Users', selected: true })).toBeInTheDocument();
  });

  it('shows a skeleton while the admin data loads', async () => {
    renderAt('/admin', adminFixtures({ [api.scores.adminList.path()]: 'pending' }));
    expect(await screen.findByText('Loading administration data...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('sends any other path under /admin back to the panel', async () => {
    renderAt('/admin/somewhere/else');
    expect(await screen.findByRole('tab', { name: 'Users', selected: true })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
  });
});
