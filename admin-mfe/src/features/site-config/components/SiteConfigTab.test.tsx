import { screen } from '@testing-library/react';
import { api } from '@vsp/contract';
import { adminFixtures, siteConfig } from '../../../../test/fixtures';
import { mockFetch, renderWithProviders, user } from '../../../../test/renderWithProviders';
import { SiteConfigTab } from './SiteConfigTab';

const renderTab = () => renderWithProviders(<SiteConfigTab />, { fixtures: adminFixtures() });

describe('SiteConfigTab', () => {
  it('shows the four fields with their input types', async () => {
    renderTab();
    expect(await screen.findByLabelText('Support Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Support Email')).toHaveValue('support@example.org');
    expect(screen.getByLabelText('Site Logo URL')).toHaveAttribute('type', 'url');
    expect(screen.getByText(/Should be a direct image URL/)).toBeInTheDocument();
    expect(screen.getByLabelText('Client Name')).toHaveValue('Example Client');
    expect(screen.getByLabelText('Site Name')).toHaveValue('Scoring Portal');
  });

  it('checks the e-mail and URL formats', async () => {
    renderTab();
    const { requests } = mockFetch();
    await user.clear(await screen.findByLabelText('Support Email'));
    await user.type(screen.getByLabelText('Support Email'), 'support');
    await user.clear(screen.getByLabelText('Site Logo URL'));
    await user.type(screen.getByLabelText('Site Logo URL'), 'logo.png');
    await user.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid URL')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('reads "Saving..." while it saves, then confirms', async () => {
    renderTab();
    let answer: (value: { body: unknown }) => void = () => undefined;
    const { requests } = mockFetch(() => new Promise((resolve) => (answer = resolve)));
    await user.clear(await screen.findByLabelText('Site Name'));
    await user.type(screen.getByLabelText('Site Name'), 'Review Portal');
    await user.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer({ body: { ...siteConfig, siteName: 'Review Portal' } });
    expect(await screen.findByText('Site configuration updated successfully')).toBeInTheDocument();
    expect(requests[0]).toEqual({
      method: 'PUT',
      path: api.site.updateConfig.path(),
      body: { supportEmail: 'support@example.org', siteLogoUrl: 'https://img.example.org/logo.png', clientName: 'Example Client', siteName: 'Review Portal', venueText: 'Main Hall' },
    });
  });
});
