import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Question, Vendor } from '@vsp/contract';
import { renderWithProviders, type Fixtures } from '@vsp/test-support/render';
import { agendaPagePath, api } from '@vsp/contract';
import { evaluator, keys, makeQuestion, makeSchedule, makeVendor, makeVendorFile, siteConfig } from '../../../../test/fixtures';
import { scoringFixtures } from '../../../../test/scoringFixtures';
import EvaluatorRoutes from '../../../routes';
import { formatPresentationTime } from '../../../lib/schedule';

const renderScoring = (path: string, fixtures: Fixtures = scoringFixtures()) =>
  renderWithProviders(<EvaluatorRoutes user={evaluator} />, { fixtures, path });

const cell = (name: RegExp | string) => screen.getByRole('button', { name });
const grid = () => screen.getByRole('grid');

describe('Scoring screen', () => {
  describe('an Active event', () => {
    it('shows the header, the progress box and the scoring subtitle without a status banner', async () => {
      renderScoring('/scoring/1');
      expect(await screen.findByRole('heading', { level: 1, name: 'Spring Demo Day Scoring' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/');
      expect(screen.getByText('Score each vendor for every evaluation criteria')).toBeInTheDocument();
      // 2 of 2 questions x 2 vendors
      expect(screen.getByText('50%')).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'Your Progress' })).toHaveAttribute('aria-valuenow', '50');
      expect(screen.queryByText(/Event Status:/)).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Scoring Scale' })).toBeInTheDocument();
    });

    it('lays out questions by vendors in vendor order, with the vendor details and the date and venue', async () => {
      renderScoring('/scoring/1');
      await screen.findByRole('grid');
      const headers = within(grid()).getAllByRole('columnheader');
      expect(headers.map((h) => h.textContent)).toEqual([
        'Evaluation Criteria',
        expect.stringMatching(/^VAVendor AAlpha SystemsBooth 12, 10:00$/),
        expect.stringMatching(/^VBVendor BVendor B Ltd$/),
      ]);
      const rows = within(grid()).getAllByRole('rowheader');
      expect(rows.map((h) => h.textContent)).toEqual(['SecurityControls and certifications', 'Support']);
      expect(within(grid()).getAllByText('March 5, 2025')).toHaveLength(2);
      expect(within(grid()).getAllByText('Main Hall')).toHaveLength(2);
    });

    it('shows the score, No Vote, the comment marker and the add icon in the cells', async () => {
      renderScoring('/scoring/1');
      await screen.findByRole('grid');
      const scored = cell('Vendor A, Security: score 4, has comments');
      expect(scored).toHaveTextContent(/^4$/);
      expect(scored.querySelector('[data-icon="comments"]')).not.toBeNull();
      expect(cell('Vendor B, Support: No Vote')).toHaveTextContent('No Vote');
      const empty = cell('Vendor B, Security: not scored');
      expect(empty.querySelector('[data-icon="add"]')).not.toBeNull();
      expect(within(grid()).getAllByRole('button').every((button) => !(button as HTMLButtonElement).disabled)).toBe(true);
    });

    it('opens an empty cell in the editable dialog', async () => {
      const user = userEvent.setup();
      renderScoring('/scoring/1');
      await user.click(await screen.findByRole('button', { name: 'Vendor B, Security: not scored' }));
      const dialog = screen.getByRole('dialog', { name: 'Score Vendor' });
      expect(within(dialog).getByText('Security')).toBeInTheDocument();
      expect(within(dialog).getByText('Vendor B · Vendor B Ltd')).toBeInTheDocument();
    });

    it('leaves the venue line out when site config has none', async () => {
      renderScoring('/scoring/1', scoringFixtures({ [keys.siteConfig]: { data: { ...siteConfig, venueText: '  ' } } }));
      await screen.findByRole('grid');
      expect(screen.queryByText('Main Hall')).not.toBeInTheDocument();
      expect(within(grid()).getAllByText('March 5, 2025')).toHaveLength(2);
    });

    it('leaves inactive questions and vendors out of the grid and the progress', async () => {
      const inactiveQuestion: Question = makeQuestion({ id: 13, eventId: 1, text: 'Retired question', isActive: false });
      const inactiveVendor: Vendor = makeVendor({ id: 300, name: 'Vendor Gone', isActive: false });
      const base = scoringFixtures();
      renderScoring(
        '/scoring/1',
        scoringFixtures({
          [keys.questions(1)]: { data: [...(base[keys.questions(1)] as { data: Question[] }).data, inactiveQuestion] },
          [keys.vendors]: { data: [...(base[keys.vendors] as { data: Vendor[] }).data, inactiveVendor] },
        }),
      );
      await screen.findByRole('grid');
      expect(screen.queryByText('Retired question')).not.toBeInTheDocument();
      expect(screen.queryByText('Vendor Gone')).not.toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'Your Progress' })).toHaveAttribute('aria-valuenow', '50');
    });
  });

  describe('vendor documents', () => {
    const deck = makeVendorFile({ id: 1, vendorId: 100, title: 'Product deck', description: 'The slides shown on the day' });
    const site = makeVendorFile({ id: 2, vendorId: 100, title: 'Case studies', kind: 'link', fileType: 'Web page' });
    const withDocuments = () => scoringFixtures({ [keys.eventVendorFiles(1)]: { data: [deck, site] } });
    const vendorHeader = (name: string) => within(grid()).getAllByRole('columnheader').find((h) => h.textContent?.includes(name)) as HTMLElement;

    it('offers Documents (n) over a vendor with documents, and none over a vendor without', async () => {
      renderScoring('/scoring/1', withDocuments());
      await screen.findByRole('grid');
      expect(within(vendorHeader('Vendor A')).getByRole('button', { name: 'Documents (2): Vendor A' })).toBeInTheDocument();
      expect(within(vendorHeader('Vendor B')).queryByRole('button', { name: /Documents/ })).not.toBeInTheDocument();
      // The spec's header content stays as it was, the control after it.
      expect(vendorHeader('Vendor A').textContent).toMatch(/^VAVendor AAlpha SystemsBooth 12, 10:00Documents \(2\)$/);
    });

    it('lists the titles with their downloads, kinds, descriptions and sizes', async () => {
      const user = userEvent.setup();
      renderScoring('/scoring/1', withDocuments());
      await user.click(await screen.findByRole('button', { name: 'Documents (2): Vendor A' }));
      const dialog = screen.getByRole('dialog', { name: 'Vendor A documents' });

      const upload = within(dialog).getByRole('link', { name: 'Product deck' });
      expect(upload).toHaveAttribute('href', api.vendorFiles.download.path({ id: 1 }));
      expect(upload).toHaveAttribute('download');
      expect(upload).not.toHaveAttribute('target');
      expect(within(dialog).getByText('PDF')).toBeInTheDocument();
      expect(within(dialog).getByText('2.4 MB')).toBeInTheDocument();
      expect(within(dialog).getByText('The slides shown on the day')).toBeInTheDocument();

      const link = within(dialog).getByRole('link', { name: 'Case studies (opens in a new tab)' });
      expect(link).toHaveAttribute('href', api.vendorFiles.download.path({ id: 2 }));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).not.toHaveAttribute('download');
      expect(within(dialog).getByText('Web page')).toBeInTheDocument();
      expect(within(dialog).getAllByText(/MB$/)).toHaveLength(1);
    });

    it('closes on Escape and gives the focus back to the control', async () => {
      const user = userEvent.setup();
      renderScoring('/scoring/1', withDocuments());
      const control = await screen.findByRole('button', { name: 'Documents (2): Vendor A' });
      act(() => control.focus());
      await user.keyboard('{Enter}');
      expect(screen.getByRole('dialog', { name: 'Vendor A documents' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(control).toHaveFocus();
    });

    it('still shows the grid when the documents cannot be read', async () => {
      renderScoring('/scoring/1', scoringFixtures({ [keys.eventVendorFiles(1)]: { status: 500 } }));
      await screen.findByRole('grid');
      expect(screen.queryByRole('button', { name: /Documents/ })).not.toBeInTheDocument();
    });
  });

  describe('presentation slots', () => {
    const slotA = makeSchedule({
      id: 1,
      eventId: 1,
      vendorId: 100,
      vendorName: 'Vendor A',
      scheduledDate: '2025-03-05T14:30:00.000Z',
      location: 'Room 2',
    });

    it("shows a vendor's own slot under its column and the event's day and venue under the others", async () => {
      renderScoring('/scoring/1', scoringFixtures({ [keys.schedules(1)]: { data: [slotA] } }));
      await screen.findByRole('grid');
      const footers = [...grid().querySelectorAll('tfoot td')].slice(1).map((cell) => cell.textContent);
      expect(footers).toEqual([`${formatPresentationTime(slotA.scheduledDate)}Room 2`, 'March 5, 2025Main Hall']);
    });

    it('falls back to the venue when the slot has no location', async () => {
      renderScoring('/scoring/1', scoringFixtures({ [keys.schedules(1)]: { data: [{ ...slotA, location: null }] } }));
      await screen.findByRole('grid');
      const footers = [...grid().querySelectorAll('tfoot td')].slice(1).map((cell) => cell.textContent);
      expect(footers).toEqual([`${formatPresentationTime(slotA.scheduledDate)}Main Hall`, 'March 5, 2025Main Hall']);
    });

    it('links to the agenda once the event has a slot', async () => {
      renderScoring('/scoring/1', scoringFixtures({ [keys.schedules(1)]: { data: [slotA] } }));
      expect(await screen.findByRole('link', { name: 'Agenda' })).toHaveAttribute('href', agendaPagePath(1));
    });

    it('offers no agenda without slots', async () => {
      renderScoring('/scoring/1');
      await screen.findByRole('grid');
      expect(screen.queryByRole('link', { name: 'Agenda' })).not.toBeInTheDocument();
    });

    it('offers the agenda of an event that is not Active too', async () => {
      renderScoring('/scoring/2', scoringFixtures({ [keys.schedules(2)]: { data: [{ ...slotA, eventId: 2 }] } }));
      expect(await screen.findByRole('link', { name: 'Agenda' })).toHaveAttribute('href', agendaPagePath(2));
    });
  });

  describe('an event that is not Active', () => {
    it('says so in the subtitle and a status banner', async () => {
      renderScoring('/scoring/2');
      expect(await screen.findByRole('heading', { level: 1, name: 'Winter Review Scoring' })).toBeInTheDocument();
      expect(screen.getByText('Read-only view - Click on scored items to view details and comments')).toBeInTheDocument();
      const banner = screen.getByText('Event Status: Closed').closest('[role="status"]') as HTMLElement;
      expect(banner).toHaveTextContent(
        'Scoring is only available when the event status is "Active". You can view existing scores and comments by clicking on them.',
      );
    });

    it('opens only the scored cells; the others are disabled', async () => {
      renderScoring('/scoring/2');
      await screen.findByRole('grid');
      expect(cell('Vendor A, Security: score 4, has comments')).toBeEnabled();
      expect(cell('Vendor B, Support: No Vote')).toBeEnabled();
      expect(cell('Vendor B, Security: not scored')).toBeDisabled();
      expect(cell('Vendor A, Support: not scored')).toBeDisabled();
    });

    it('shows a scored cell read-only, with comments and follow-up questions', async () => {
      const user = userEvent.setup();
      renderScoring('/scoring/2');
      await user.click(await screen.findByRole('button', { name: 'Vendor A, Security: score 4, has comments' }));
      const dialog = screen.getByRole('dialog', { name: 'View Score Details' });
      expect(within(dialog).getByText('4')).toBeInTheDocument();
      expect(within(dialog).getByText('Very Good')).toBeInTheDocument();
      expect(within(dialog).getByText('Strong demo')).toBeInTheDocument();
      expect(within(dialog).getByText('Ask about pricing')).toBeInTheDocument();
      expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Save Score' })).not.toBeInTheDocument();

      await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('shows a No Vote as N/A labelled No Vote', async () => {
      const user = userEvent.setup();
      renderScoring('/scoring/2');
      await user.click(await screen.findByRole('button', { name: 'Vendor B, Support: No Vote' }));
      const dialog = screen.getByRole('dialog', { name: 'View Score Details' });
      expect(within(dialog).getByText('N/A')).toBeInTheDocument();
      expect(within(dialog).getByText('No Vote')).toBeInTheDocument();
    });

    it('reads a missing status as Scheduled', async () => {
      const fixtures = scoringFixtures();
      fixtures[keys.events] = { data: [{ ...(fixtures[keys.events] as { data: { status: string }[] }).data[1], status: '' }] };
      renderScoring('/scoring/2', fixtures);
      expect(await screen.findByText('Event Status: Scheduled')).toBeInTheDocument();
    });
  });

  describe('when the event cannot be shown', () => {
    it.each([
      ['an unknown event', '/scoring/99', {}],
      ['a malformed id', '/scoring/abc', {}],
      ['an event the server no longer finds', '/scoring/1', { [keys.questions(1)]: { status: 404 } }],
    ])('shows Event Not Found for %s', async (_case, path, overrides) => {
      renderScoring(path, scoringFixtures(overrides as Fixtures));
      expect(await screen.findByRole('heading', { name: 'Event Not Found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    });

    it('says scoring is not available when the server refuses access', async () => {
      renderScoring('/scoring/1', scoringFixtures({ [keys.questions(1)]: { status: 403 }, [keys.scores(1)]: { status: 403 } }));
      expect(await screen.findByRole('heading', { name: 'Scoring Not Available' })).toBeInTheDocument();
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    });

    it('shows a skeleton while the event loads', () => {
      const pending = Object.fromEntries(Object.keys(scoringFixtures()).map((key) => [key, 'pending' as const]));
      renderScoring('/scoring/1', pending);
      expect(screen.getByText('Loading event...')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Events' })).toBeInTheDocument();
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    });
  });

  describe('keyboard', () => {
    it('is one tab stop; arrow keys, Home and End move between cells', async () => {
      const user = userEvent.setup();
      renderScoring('/scoring/1');
      await screen.findByRole('grid');
      const tabStops = within(grid()).getAllByRole('button').filter((b) => b.tabIndex === 0);
      expect(tabStops).toEqual([cell(/^Vendor A, Security/)]);

      act(() => screen.getByRole('link', { name: 'Back to Events' }).focus());
      await user.tab();
      expect(cell(/^Vendor A, Security/)).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(cell(/^Vendor B, Security/)).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(cell(/^Vendor B, Support/)).toHaveFocus();
      await user.keyboard('{Home}');
      expect(cell(/^Vendor A, Support/)).toHaveFocus();
      await user.keyboard('{End}');
      expect(cell(/^Vendor B, Support/)).toHaveFocus();
      await user.keyboard('{ArrowUp}{ArrowLeft}');
      expect(cell(/^Vendor A, Security/)).toHaveFocus();
      // The last focused cell is where Tab comes back to.
      expect(within(grid()).getAllByRole('button').filter((b) => b.tabIndex === 0)).toEqual([cell(/^Vendor A, Security/)]);
      await user.keyboard('{Enter}');
      expect(screen.getByRole('dialog', { name: 'Score Vendor' })).toBeInTheDocument();
    });

    it('skips the disabled cells of a read-only event', async () => {
      const user = userEvent.setup();
      renderScoring('/scoring/2');
      await screen.findByRole('grid');
      const first = cell(/^Vendor A, Security/);
      act(() => first.focus());
      await user.keyboard('{ArrowDown}');
      expect(first).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(first).toHaveFocus();
      await user.keyboard('{End}');
      expect(first).toHaveFocus();
    });
  });

  it('renders a 30 x 40 grid', async () => {
    const questions = Array.from({ length: 30 }, (_, i) => makeQuestion({ id: 1000 + i, eventId: 1, text: `Question ${i + 1}` }));
    const vendors = Array.from({ length: 40 }, (_, i) => makeVendor({ id: 5000 + i, name: `Vendor ${i + 1}` }));
    renderScoring(
      '/scoring/1',
      scoringFixtures({ [keys.questions(1)]: { data: questions }, [keys.vendors]: { data: vendors } }, []),
    );
    await screen.findByRole('grid');
    // Plain selectors: role queries over 1,200 cells are slow under jsdom.
    expect(grid().querySelectorAll('tbody tr')).toHaveLength(30);
    expect(grid().querySelectorAll('thead th')).toHaveLength(1 + 40);
    expect(grid().querySelectorAll('tbody button:not(:disabled)')).toHaveLength(1200);
    expect(screen.getByRole('progressbar', { name: 'Your Progress' })).toHaveAttribute('aria-valuenow', '0');
  });
});
