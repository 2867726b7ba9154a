import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@vsp/contract';
import { renderWithProviders, type Fixtures } from '@vsp/test-support/render';
import { evaluator, keys, makeEvent, makeQuestion, makeScore, makeVendor, toUserQuestion } from '../../../../test/fixtures';
import EvaluatorRoutes from '../../../routes';

const active = makeEvent({ id: 1, name: 'Spring Demo Day', status: 'Active' });
const closed = makeEvent({ id: 2, name: 'Winter Review', status: 'Closed' });
const unlabelled = makeEvent({ id: 3, name: 'Autumn Pitch', status: '' });
const locked = makeEvent({ id: 4, name: 'Locked Summit', status: 'Active' });
const questions = [makeQuestion({ id: 11, eventId: 1, text: 'Q1' }), makeQuestion({ id: 12, eventId: 1, text: 'Q2' }), makeQuestion({ id: 21, eventId: 2, text: 'Q3' })];
const vendors = [makeVendor({ id: 100, name: 'Vendor A' }), makeVendor({ id: 200, name: 'Vendor B' })];

function fixtures(overrides: Fixtures = {}): Fixtures {
  return {
    [keys.events]: { data: [active, closed, unlabelled, locked] },
    [keys.myPermissions]: { data: [{ userId: evaluator.id, eventId: locked.id, hasAccess: false }] },
    [keys.myScores]: { data: [makeScore({ eventId: 1, questionId: 11, vendorId: 100, score: 4 }), makeScore({ eventId: 2, questionId: 21, vendorId: 200, score: 0 })] },
    [keys.myQuestions]: { data: questions.map(toUserQuestion) },
    [keys.vendors]: { data: vendors },
    [keys.mySubmissions]: { data: [] },
    ...overrides,
  };
}

const renderDashboard = (data: Fixtures) => renderWithProviders(<EvaluatorRoutes user={evaluator} />, { fixtures: data, path: '/' });
const card = (name: string) => screen.getByRole('group', { name });

describe('Events dashboard', () => {
  it('greets the user by name', async () => {
    renderDashboard(fixtures());
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Robin Evaluator' })).toBeInTheDocument();
    expect(screen.getByText('Select a scoring event below to begin your vendor evaluation.')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Spring Demo Day' })).toBeInTheDocument();
  });

  it('shows a loading skeleton while the data loads', () => {
    const pending = Object.fromEntries(Object.keys(fixtures()).map((key) => [key, 'pending' as const]));
    renderDashboard(pending);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading events...')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByText('No Events Available')).not.toBeInTheDocument();
  });

  it('shows the empty state when there are no events, without a progress ring', async () => {
    renderDashboard(fixtures({ [keys.events]: { data: [] } }));
    expect(await screen.findByRole('heading', { name: 'No Events Available' })).toBeInTheDocument();
    expect(
      screen.getByText('There are no scoring events currently available. Please check back later or contact your administrator.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Overall Progress' })).not.toBeInTheDocument();
  });

  it('shows one card per event with its status, progress and action', async () => {
    renderDashboard(fixtures());
    const spring = await screen.findByRole('group', { name: 'Spring Demo Day' });
    expect(within(spring).getByText('About Spring Demo Day')).toBeInTheDocument();
    expect(within(spring).getByText('Active')).toHaveAttribute('data-tone', 'active');
    // 1 of 2 questions x 2 vendors
    expect(within(spring).getByText('25% complete')).toBeInTheDocument();
    expect(within(spring).getByRole('link', { name: 'Start Scoring' })).toHaveAttribute('href', '/scoring/1');

    const winter = card('Winter Review');
    expect(within(winter).getByText('Closed')).toHaveAttribute('data-tone', 'closed');
    expect(within(winter).getByText('50% complete')).toBeInTheDocument();
    expect(within(winter).getByRole('link', { name: 'View Scores' })).toHaveAttribute('href', '/scoring/2');

    const autumn = card('Autumn Pitch');
    expect(within(autumn).getByText('Scheduled')).toHaveAttribute('data-tone', 'scheduled');
    expect(within(autumn).getByText('0% complete')).toBeInTheDocument();
    expect(within(autumn).getByRole('link', { name: 'View Scores' })).toBeInTheDocument();
  });

  it("leaves a declared conflict's vendor out of the card's and the overall progress", async () => {
    const declaring = (event: typeof active) => ({ ...event, requireDeclaration: true });
    renderDashboard(
      fixtures({
        [keys.events]: { data: [declaring(active), declaring(closed), unlabelled, declaring(locked)] },
        // Vendor B declared in Spring Demo Day; nothing declared yet in Winter Review; the locked event is not read.
        [api.declarations.mine.path({ eventId: active.id })]: {
          data: { eventId: active.id, conflicts: [200], statement: null, declaredAt: '2025-03-05T09:00:00.000Z' },
        },
        [api.declarations.mine.path({ eventId: closed.id })]: { status: 404 },
      }),
    );
    const spring = await screen.findByRole('group', { name: 'Spring Demo Day' });
    // 1 of 2 questions x Vendor A only
    expect(within(spring).getByText('50% complete')).toBeInTheDocument();
    expect(within(card('Winter Review')).getByText('50% complete')).toBeInTheDocument();
    // Over the one Active event the user may open: 1 of 2 cells.
    expect(screen.getByRole('progressbar', { name: 'Overall Progress' })).toHaveAttribute('aria-valuenow', '50');
  });

  it('says Submitted on the card of a submitted evaluation, which opens read-only', async () => {
    renderDashboard(fixtures({ [keys.mySubmissions]: { data: [{ eventId: 1, submittedAt: '2025-03-06T12:00:00.000Z' }] } }));
    const spring = await screen.findByRole('group', { name: 'Spring Demo Day' });
    expect(within(spring).getByText('Submitted')).toBeInTheDocument();
    expect(within(spring).queryByText(/% complete/)).not.toBeInTheDocument();
    expect(within(spring).getByRole('link', { name: 'View Scores' })).toHaveAttribute('href', '/scoring/1');
    expect(within(card('Winter Review')).queryByText('Submitted')).not.toBeInTheDocument();
  });

  it('greys out an unknown status', async () => {
    renderDashboard(fixtures({ [keys.events]: { data: [makeEvent({ id: 5, name: 'Odd One', status: 'Postponed' })] } }));
    const odd = await screen.findByRole('group', { name: 'Odd One' });
    expect(within(odd).getByText('Postponed')).toHaveAttribute('data-tone', 'other');
  });

  it('locks an event the user has no access to', async () => {
    const user = userEvent.setup();
    renderDashboard(fixtures());
    const summit = await screen.findByRole('group', { name: 'Locked Summit' });
    expect(within(summit).getByRole('img', { name: 'No access' })).toBeInTheDocument();
    expect(within(summit).queryByText('Active')).not.toBeInTheDocument();
    expect(within(summit).queryByRole('link')).not.toBeInTheDocument();
    const button = within(summit).getByRole('button', { name: 'Scoring Not Available' });
    expect(button).toBeDisabled();
    expect(summit).toHaveAttribute('aria-disabled', 'true');

    await user.click(summit);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('opens the scoring screen from anywhere on an accessible card', async () => {
    const user = userEvent.setup();
    renderDashboard(fixtures());
    await user.click(await screen.findByText('About Winter Review'));
    expect(screen.getByTestId('location')).toHaveTextContent('/scoring/2');
  });

  it('shows the overall progress ring over the accessible Active events', async () => {
    renderDashboard(fixtures());
    const ring = await screen.findByRole('progressbar', { name: 'Overall Progress' });
    // Only Spring Demo Day counts: Winter Review is Closed, Autumn Pitch Scheduled, Locked Summit locked.
    expect(ring).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('heading', { name: 'Overall Progress' })).toBeInTheDocument();
  });

  it('hides the ring when the only Active event is locked', async () => {
    renderDashboard(
      fixtures({
        [keys.events]: { data: [closed, locked] },
      }),
    );
    expect(await screen.findByRole('group', { name: 'Locked Summit' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Overall Progress' })).not.toBeInTheDocument();
    expect(screen.queryByText('Overall Progress')).not.toBeInTheDocument();
  });

  it('hides the ring when no event is Active', async () => {
    renderDashboard(fixtures({ [keys.events]: { data: [closed, unlabelled] } }));
    expect(await screen.findByRole('group', { name: 'Winter Review' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Overall Progress' })).not.toBeInTheDocument();
  });
});
