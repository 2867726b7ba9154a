import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type Submission } from '@vsp/contract';
import { dismissToast } from '@vsp/design-system';
import { renderWithProviders, type Fixtures } from '@vsp/test-support/render';
import { evaluator, keys, makeScore } from '../../../../test/fixtures';
import { noVote, scoredFour, scoringFixtures } from '../../../../test/scoringFixtures';
import EvaluatorRoutes from '../../../routes';

/** Every cell of the Active event's two questions by two vendors answered, one a No Vote. */
const everyCell = [
  scoredFour,
  noVote,
  makeScore({ eventId: 1, questionId: 11, vendorId: 200, score: 3 }),
  makeScore({ eventId: 1, questionId: 12, vendorId: 100, score: 5 }),
];

const submitted: Submission = { eventId: 1, submittedAt: '2025-03-06T12:00:00.000Z' };

const renderScoring = (fixtures: Fixtures) => renderWithProviders(<EvaluatorRoutes user={evaluator} />, { fixtures, path: '/scoring/1' });

const submitButton = () => screen.getByRole('button', { name: 'Submit evaluation' });

afterEach(() => act(() => dismissToast()));

describe('Submitting an evaluation', () => {
  it('keeps the button disabled until every cell is answered', async () => {
    renderScoring(scoringFixtures());
    await screen.findByRole('grid');
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription('Answer every cell to submit');
  });

  it('asks for confirmation, submits, then shows the banner and a read-only grid', async () => {
    const user = userEvent.setup();
    const fixtures = scoringFixtures({}, everyCell);
    // The server records the submission, so the refresh that follows reads it.
    const fetchMock = jest.fn(async () => {
      fixtures[keys.mySubmissions] = { data: [submitted] };
      return { ok: true, status: 201, statusText: 'Created', text: async () => JSON.stringify(submitted) };
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    renderScoring(fixtures);
    await screen.findByRole('grid');
    expect(screen.getByRole('progressbar', { name: 'Your Progress' })).toHaveAttribute('aria-valuenow', '100');

    await user.click(submitButton());
    const dialog = screen.getByRole('alertdialog', { name: 'Submit evaluation' });
    expect(dialog).toHaveTextContent('Submit your evaluation of Spring Demo Day? Once it is submitted, your scores can no longer be changed.');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Evaluation submitted on March 6, 2025')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(api.submissions.submit.path({ eventId: 1 }), expect.objectContaining({ method: 'POST' }));
    expect(screen.getByText('Your scores for this event can no longer be changed')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit evaluation' })).not.toBeInTheDocument();
    expect(screen.getByText('Read-only view - Click on scored items to view details and comments')).toBeInTheDocument();
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock;
    renderScoring(scoringFixtures({}, everyCell));
    await screen.findByRole('grid');
    await user.click(submitButton());
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(submitButton()).toBeEnabled();
  });

  describe('once submitted', () => {
    it('says when, in place of the button, and opens the cells read-only', async () => {
      const user = userEvent.setup();
      renderScoring(scoringFixtures({ [keys.mySubmissions]: { data: [submitted] } }));
      await screen.findByRole('grid');
      const banner = screen.getByText('Evaluation submitted on March 6, 2025').closest('[role="status"]') as HTMLElement;
      expect(banner).toHaveTextContent('Your scores for this event can no longer be changed. You can view them and their comments by clicking on them.');
      expect(screen.queryByText(/Event Status:/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Submit evaluation' })).not.toBeInTheDocument();

      // As for an event that is not Active: only scored cells open, and only to be read.
      expect(screen.getByRole('button', { name: 'Vendor B, Security: not scored' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Vendor A, Security: score 4, has comments' }));
      const dialog = screen.getByRole('dialog', { name: 'View Score Details' });
      expect(within(dialog).getByText('Strong demo')).toBeInTheDocument();
      expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Save Score' })).not.toBeInTheDocument();
    });

    it('leaves the evaluations of other events editable', async () => {
      renderScoring(scoringFixtures({ [keys.mySubmissions]: { data: [{ ...submitted, eventId: 2 }] } }));
      await screen.findByRole('grid');
      expect(screen.queryByText(/Evaluation submitted on/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Vendor B, Security: not scored' })).toBeEnabled();
    });
  });
});
