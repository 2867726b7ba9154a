import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, type Fixtures } from '@vsp/test-support/render';
import { evaluator, keys, makeSchedule, makeVendor } from '../../../../test/fixtures';
import { stubMedia } from '@vsp/test-support/media';
import { scoringFixtures } from '../../../../test/scoringFixtures';
import EvaluatorRoutes from '../../../routes';
import { formatPresentationTime } from '../../../lib/schedule';

const renderScoring = (path: string, fixtures: Fixtures = scoringFixtures()) =>
  renderWithProviders(<EvaluatorRoutes user={evaluator} />, { fixtures, path });

const cell = (name: RegExp | string) => screen.getByRole('button', { name });
const position = () => screen.getByText(/^Vendor \d+ of \d+$/);

describe('Scoring screen on a phone', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = stubMedia({ width: 390 }).restore;
  });
  afterEach(() => restore());

  it('shows one vendor at a time, its questions as a list, in place of the grid', async () => {
    renderScoring('/scoring/1');
    expect(await screen.findByText('Vendor 1 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const view = screen.getByRole('region', { name: 'Spring Demo Day scores' });
    expect(within(view).getByText('Alpha Systems')).toBeInTheDocument();
    expect(within(view).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'SecurityControls and certifications4',
      'Support',
    ]);
    // The same cells, with the same names, as the wide grid's column of this vendor.
    expect(cell('Vendor A, Security: score 4, has comments')).toHaveTextContent(/^4$/);
    expect(cell('Vendor A, Support: not scored')).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^Vendor B,/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous vendor' })).toBeDisabled();
  });

  it('moves between the vendors with Next and Previous', async () => {
    const user = userEvent.setup();
    renderScoring('/scoring/1');
    await user.click(await screen.findByRole('button', { name: 'Next vendor' }));
    expect(position()).toHaveTextContent('Vendor 2 of 2');
    expect(cell('Vendor B, Security: not scored')).toBeInTheDocument();
    expect(cell('Vendor B, Support: No Vote')).toHaveTextContent('No Vote');
    expect(screen.queryByRole('button', { name: /^Vendor A,/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next vendor' })).toBeDisabled();
    // At the end the focus is not lost with the disabled button.
    expect(screen.getByRole('button', { name: 'Previous vendor' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Previous vendor' }));
    expect(position()).toHaveTextContent('Vendor 1 of 2');
    expect(cell('Vendor A, Security: score 4, has comments')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next vendor' })).toHaveFocus();
  });

  it('opens the same score dialog from a cell, and stays on the vendor', async () => {
    const user = userEvent.setup();
    renderScoring('/scoring/1');
    await user.click(await screen.findByRole('button', { name: 'Next vendor' }));
    await user.click(cell('Vendor B, Security: not scored'));
    const dialog = screen.getByRole('dialog', { name: 'Score Vendor' });
    expect(within(dialog).getByText('Security')).toBeInTheDocument();
    expect(within(dialog).getByText('Vendor B · Vendor B Ltd')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(position()).toHaveTextContent('Vendor 2 of 2');
  });

  it('keeps the read-only rule of an event that is not Active', async () => {
    renderScoring('/scoring/2');
    await screen.findByText('Vendor 1 of 2');
    expect(cell('Vendor A, Security: score 4, has comments')).toBeEnabled();
    expect(cell('Vendor A, Support: not scored')).toBeDisabled();
  });

  it("shows the vendor's slot, or the event's day and venue", async () => {
    const user = userEvent.setup();
    const slot = makeSchedule({ id: 1, eventId: 1, vendorId: 100, vendorName: 'Vendor A', scheduledDate: '2025-03-05T14:30:00.000Z', location: 'Room 2' });
    renderScoring('/scoring/1', scoringFixtures({ [keys.schedules(1)]: { data: [slot] } }));
    expect(await screen.findByText(formatPresentationTime(slot.scheduledDate))).toBeInTheDocument();
    expect(screen.getByText('Room 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next vendor' }));
    expect(screen.getByText('March 5, 2025')).toBeInTheDocument();
    expect(screen.getByText('Main Hall')).toBeInTheDocument();
  });

  it('orders the vendors by their order field', async () => {
    const first = makeVendor({ id: 300, name: 'Vendor C', order: 0 });
    const base = scoringFixtures();
    renderScoring('/scoring/1', { ...base, [keys.vendors]: { data: [...(base[keys.vendors] as { data: unknown[] }).data, first] } });
    expect(await screen.findByText('Vendor 1 of 3')).toBeInTheDocument();
    expect(cell('Vendor C, Security: not scored')).toBeInTheDocument();
  });

  it('keeps the wide grid on a screen at the breakpoint and wider', async () => {
    restore();
    restore = stubMedia({ width: 640 }).restore;
    renderScoring('/scoring/1');
    expect(await screen.findByRole('grid', { name: 'Spring Demo Day scores' })).toBeInTheDocument();
    expect(screen.queryByText(/^Vendor \d+ of \d+$/)).not.toBeInTheDocument();
  });
});
