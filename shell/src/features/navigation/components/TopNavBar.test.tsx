import { screen, within } from '@testing-library/react';
import { api, type ContentPage } from '@vsp/contract';
import { renderWithProviders } from '@vsp/test-support/render';
import { TopNavBar } from './TopNavBar';

const pages: ContentPage[] = [
  { id: 1, slug: 'vendor-files', title: 'Reference Material', content: '', isActive: true },
  { id: 2, slug: 'instructions', title: 'Instructions for Participants', content: '', isActive: false },
  { id: 3, slug: 'admin-instructions', title: 'Admin Guide', content: '', isActive: true },
];
const fixtures = {
  [api.content.list.path()]: { data: pages },
  [api.site.config.path()]: { data: { siteName: 'Review Hub', clientName: 'Example Client', supportEmail: 'help@example.com', siteLogoUrl: null, venueText: null } },
};
const evaluator = { id: 5, name: 'Eva', isAdmin: false };
const admin = { id: -1, name: 'Admin', isAdmin: true };

async function navLinks() {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  await within(nav).findByRole('link', { name: 'Reference Material' });
  return within(nav).getAllByRole('link').map((link) => link.textContent);
}

describe('TopNavBar', () => {
  it('shows Events and the active content pages, without the admin links, to an evaluator', async () => {
    renderWithProviders(<TopNavBar user={evaluator} onLogout={jest.fn()} />, { fixtures, path: '/' });
    expect(await navLinks()).toEqual(['Events', 'Reference Material']);
    expect(screen.queryByText('Admin', { exact: true })).not.toBeInTheDocument();
  });

  it('adds the admin instructions page and Admin, and the Admin badge, for an administrator', async () => {
    renderWithProviders(<TopNavBar user={admin} onLogout={jest.fn()} />, { fixtures, path: '/' });
    expect(await navLinks()).toEqual(['Events', 'Reference Material', 'Admin Guide', 'Admin']);
    expect(screen.getAllByText('Admin', { exact: true })).toHaveLength(2);
  });

  it('leaves the admin instructions out when that page is inactive', async () => {
    const inactive = pages.map((page) => (page.slug === 'admin-instructions' ? { ...page, isActive: false } : page));
    renderWithProviders(<TopNavBar user={admin} onLogout={jest.fn()} />, { fixtures: { ...fixtures, [api.content.list.path()]: { data: inactive } }, path: '/' });
    expect(await navLinks()).toEqual(['Events', 'Reference Material', 'Admin']);
  });

  it('highlights the link of the current route, with Events for the scoring screens', async () => {
    renderWithProviders(<TopNavBar user={evaluator} onLogout={jest.fn()} />, { fixtures, path: '/scoring/4' });
    await navLinks();
    expect(screen.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Reference Material' })).not.toHaveAttribute('aria-current');
  });

  it('offers Change Password when the app supplies the action', async () => {
    const onChangePassword = jest.fn();
    renderWithProviders(<TopNavBar user={evaluator} onLogout={jest.fn()} onChangePassword={onChangePassword} />, { fixtures, path: '/' });
    await navLinks();
    screen.getByRole('button', { name: 'Change Password' }).click();
    expect(onChangePassword).toHaveBeenCalledTimes(1);
  });

  it('uses the client name as the logo text and mails support with the site name', async () => {
    renderWithProviders(<TopNavBar user={evaluator} onLogout={jest.fn()} />, { fixtures, path: '/' });
    expect(await screen.findByRole('img', { name: 'Example Client' })).toBeInTheDocument();
    expect(decodeURIComponent(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')!)).toBe(
      'mailto:help@example.com?subject=[Support Request] - Review Hub',
    );
  });
});
