import { fireEvent, screen, within } from '@testing-library/react';
import { api, DEFAULT_REMINDER_BODY, DEFAULT_REMINDER_SUBJECT, unknownPlaceholderMessage, type AdminSiteConfig } from '@vsp/contract';
import { adminFixtures, mailOn, siteConfig } from '../../../../test/fixtures';
import { mockFetch, renderWithProviders, user } from '../../../../test/renderWithProviders';
import { SiteConfigTab } from './SiteConfigTab';

const renderTab = () => renderWithProviders(<SiteConfigTab />, { fixtures: adminFixtures() });

/** The server sends mail, and the templates are `config`'s. */
const renderWithMail = (config: Partial<AdminSiteConfig> = {}) =>
  renderWithProviders(<SiteConfigTab />, {
    fixtures: adminFixtures({ [api.reminders.mailSettings.path()]: { data: mailOn }, [api.site.adminConfig.path()]: { data: { ...siteConfig, ...config } } }),
  });

/** Typed text would read braces as key names; pasted text is taken as it is. */
async function replaceText(field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

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
      body: {
        supportEmail: 'support@example.org',
        siteLogoUrl: 'https://img.example.org/logo.png',
        clientName: 'Example Client',
        siteName: 'Review Portal',
        venueText: 'Main Hall',
        brandColour: '',
        reminderSubject: '',
        reminderBody: '',
      },
    });
  });

  describe('brand colour', () => {
    it('shows the default brand in the picker and the preview when none is set', async () => {
      renderTab();
      expect(await screen.findByLabelText('Brand Colour')).toHaveValue('');
      expect(screen.getByLabelText('Pick the brand colour')).toHaveValue('#2563eb');
      const preview = screen.getByRole('figure', { name: 'Brand colour preview' });
      expect(preview).toHaveTextContent('White text on the default brand');
      expect(preview).toHaveTextContent('Contrast with white text: 5.1:1 (at least 4.5:1 needed)');
    });

    it('previews white text on the typed colour with its contrast, and keeps the picker in step', async () => {
      renderTab();
      await user.type(await screen.findByLabelText('Brand Colour'), '#0F766E');
      const preview = screen.getByRole('figure', { name: 'Brand colour preview' });
      expect(preview).toHaveTextContent('White text on #0f766e');
      expect(preview).toHaveTextContent('Contrast with white text: 5.4:1');
      expect(within(preview).getByText('White text on #0f766e')).toHaveStyle({ backgroundColor: 'rgb(15, 118, 110)', color: 'rgb(255, 255, 255)' });
      expect(screen.getByLabelText('Pick the brand colour')).toHaveValue('#0f766e');
    });

    it('takes a picked colour into the text field and sends it', async () => {
      renderWithProviders(<SiteConfigTab />, {
        fixtures: adminFixtures({ [api.site.adminConfig.path()]: { data: { ...siteConfig, brandColour: '#1d4ed8' } } }),
      });
      const { requests } = mockFetch(() => ({ body: siteConfig }));
      fireEvent.change(await screen.findByLabelText('Pick the brand colour'), { target: { value: '#6d28d9' } });
      expect(screen.getByLabelText('Brand Colour')).toHaveValue('#6d28d9');
      await user.click(screen.getByRole('button', { name: 'Save Configuration' }));
      await screen.findByText('Site configuration updated successfully');
      expect(requests[0].body).toMatchObject({ brandColour: '#6d28d9' });
    });

    it('refuses a colour too light for white text, naming the ratio, and sends nothing', async () => {
      renderTab();
      const { requests } = mockFetch();
      await user.type(await screen.findByLabelText('Brand Colour'), '#ffcc00');
      expect(screen.getByRole('figure', { name: 'Brand colour preview' })).toHaveTextContent('Contrast with white text: 1.5:1 (at least 4.5:1 needed)');
      await user.click(screen.getByRole('button', { name: 'Save Configuration' }));
      const message = 'Brand colour: #ffcc00 has a contrast of 1.5:1 with white text; choose a darker colour (at least 4.5:1).';
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(screen.getByLabelText('Brand Colour')).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(requests).toEqual([]);
    });

    it('sends an emptied colour, which goes back to the default brand', async () => {
      renderWithProviders(<SiteConfigTab />, {
        fixtures: adminFixtures({ [api.site.adminConfig.path()]: { data: { ...siteConfig, brandColour: '#1d4ed8' } } }),
      });
      const { requests } = mockFetch(() => ({ body: siteConfig }));
      await user.clear(await screen.findByLabelText('Brand Colour'));
      await user.click(screen.getByRole('button', { name: 'Save Configuration' }));
      await screen.findByText('Site configuration updated successfully');
      expect(requests[0].body).toMatchObject({ brandColour: '' });
    });
  });

  describe('reminder mails', () => {
    it('shows the templates only when the server sends mail', async () => {
      renderTab();
      await screen.findByLabelText('Site Name');
      expect(screen.queryByRole('group', { name: 'Reminder mails' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Reminder Subject')).not.toBeInTheDocument();
    });

    it('shows the placeholders, and the default templates in the empty fields', async () => {
      renderWithMail();
      const group = await screen.findByRole('group', { name: 'Reminder mails' });
      expect(group).toHaveTextContent('Placeholders: {name}, {event}, {missing}, {link}, {siteName}. Leave a field empty to send the default template.');
      expect(within(group).getByLabelText('Reminder Subject')).toHaveAttribute('placeholder', DEFAULT_REMINDER_SUBJECT);
      expect(within(group).getByLabelText('Reminder Subject')).toHaveValue('');
      expect(within(group).getByLabelText('Reminder Body')).toHaveAttribute('placeholder', DEFAULT_REMINDER_BODY);
    });

    it('previews the default reminder on sample values, with the site name', async () => {
      renderWithMail();
      const preview = await screen.findByRole('figure', { name: 'Preview' });
      expect(preview).toHaveTextContent('Reminder: your evaluation of Sample event');
      expect(preview).toHaveTextContent('Hello Alex Example,');
      expect(preview).toHaveTextContent('- Alpha Ledger (Alpha Ledger Ltd): 2/5 questions completed');
      expect(preview).toHaveTextContent('- Bravo Insights: 0/5 questions completed');
      expect(preview).toHaveTextContent(`Continue where you left off: ${window.location.origin}/scoring/1`);
      expect(preview).toHaveTextContent(/Scoring Portal$/);

      await user.clear(screen.getByLabelText('Site Name'));
      expect(preview).toHaveTextContent(/Vendor Scoring Portal$/);
    });

    it('previews the templates as they are typed', async () => {
      renderWithMail();
      await replaceText(await screen.findByLabelText('Reminder Subject'), '{siteName}: {event} is waiting');
      await replaceText(screen.getByLabelText('Reminder Body'), 'Hi {name}, still to do:\n{missing}');
      const preview = screen.getByRole('figure', { name: 'Preview' });
      expect(preview).toHaveTextContent('Scoring Portal: Sample event is waiting');
      expect(preview).toHaveTextContent('Hi Alex Example, still to do: - Alpha Ledger (Alpha Ledger Ltd): 2/5 questions completed');
    });

    it('refuses a name in braces that is not a placeholder', async () => {
      renderWithMail();
      const { requests } = mockFetch();
      await replaceText(await screen.findByLabelText('Reminder Body'), 'Dear {firstName}, see {link}');
      await user.click(screen.getByRole('button', { name: 'Save Configuration' }));
      expect(screen.getByText(unknownPlaceholderMessage(['firstName']))).toBeInTheDocument();
      expect(screen.getByLabelText('Reminder Body')).toHaveAccessibleDescription(expect.stringContaining('Unknown placeholder {firstName}'));
      expect(requests).toEqual([]);
    });

    it('sends the templates, an emptied one to go back to the default', async () => {
      renderWithMail({ reminderSubject: 'Old subject', reminderBody: 'Old body {link}' });
      const { requests } = mockFetch(() => ({ body: siteConfig }));
      await replaceText(await screen.findByLabelText('Reminder Subject'), 'Scores for {event}');
      await user.clear(screen.getByLabelText('Reminder Body'));
      await user.click(screen.getByRole('button', { name: 'Save Configuration' }));
      await screen.findByText('Site configuration updated successfully');
      expect(requests[0].body).toMatchObject({ reminderSubject: 'Scores for {event}', reminderBody: '' });
    });
  });
});
