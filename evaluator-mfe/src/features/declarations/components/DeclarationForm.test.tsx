import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, CONFLICT_DECLARED_LABEL, type Declaration } from '@vsp/contract';
import { dismissToast } from '@vsp/design-system';
import { renderWithProviders, type Fixtures } from '@vsp/test-support/render';
import { evaluator, keys, makeEvent } from '../../../../test/fixtures';
import { activeEvent, closedEvent, scoringFixtures } from '../../../../test/scoringFixtures';
import EvaluatorRoutes from '../../../routes';

const declarationKey = api.declarations.mine.path({ eventId: 1 });
const declaring = makeEvent({ ...activeEvent, requireDeclaration: true });

const declaration = (conflicts: number[]): Declaration => ({ eventId: 1, conflicts, statement: null, declaredAt: '2025-03-05T09:00:00.000Z' });

const fixturesWith = (answer: Fixtures[string]): Fixtures =>
  scoringFixtures({ [keys.events]: { data: [declaring, closedEvent] }, [declarationKey]: answer });

const renderScoring = (fixtures: Fixtures) => renderWithProviders(<EvaluatorRoutes user={evaluator} />, { fixtures, path: '/scoring/1' });

/** A server that records the declaration: the PUT answers it, and the next read of the caller's declaration gives it. */
function recordingServer(fixtures: Fixtures, recorded: Declaration) {
  const fetchMock = jest.fn(async () => {
    fixtures[declarationKey] = { data: recorded };
    return { ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(recorded) };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

afterEach(() => act(() => dismissToast()));

describe('the declaration step', () => {
  it('comes before the first score: every vendor unselected, and nothing to record until a choice is made', async () => {
    renderScoring(fixturesWith({ status: 404 }));
    const form = await screen.findByRole('form', { name: 'Conflict-of-interest declaration' });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: /Vendor A/ })).not.toBeChecked();
    expect(within(form).getByRole('checkbox', { name: /Vendor B/ })).not.toBeChecked();
    expect(within(form).getByRole('checkbox', { name: /I have no conflicts/ })).not.toBeChecked();
    expect(within(form).getByRole('button', { name: 'Record declaration' })).toBeDisabled();
  });

  it('records the vendors selected with the statement, then shows the grid with their columns disabled', async () => {
    const user = userEvent.setup();
    const fixtures = fixturesWith({ status: 404 });
    const fetchMock = recordingServer(fixtures, declaration([200]));
    renderScoring(fixtures);
    const form = await screen.findByRole('form', { name: 'Conflict-of-interest declaration' });
    await user.click(within(form).getByRole('checkbox', { name: /Vendor B/ }));
    await user.type(within(form).getByLabelText(/Statement/), 'Former employer');
    await user.click(within(form).getByRole('button', { name: 'Record declaration' }));

    expect(fetchMock).toHaveBeenCalledWith(
      declarationKey,
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ conflicts: [200], statement: 'Former employer' }) }),
    );
    const grid = await screen.findByRole('grid');
    expect(within(grid).getAllByText(CONFLICT_DECLARED_LABEL)).toHaveLength(1);
  });

  it('sends an empty list for "I have no conflicts", whatever was ticked before', async () => {
    const user = userEvent.setup();
    const fixtures = fixturesWith({ status: 404 });
    const fetchMock = recordingServer(fixtures, declaration([]));
    renderScoring(fixtures);
    const form = await screen.findByRole('form', { name: 'Conflict-of-interest declaration' });
    await user.click(within(form).getByRole('checkbox', { name: /Vendor A/ }));
    await user.click(within(form).getByRole('checkbox', { name: /I have no conflicts/ }));
    expect(within(form).getByRole('checkbox', { name: /Vendor A/ })).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Record declaration' }));
    expect(fetchMock).toHaveBeenCalledWith(declarationKey, expect.objectContaining({ body: JSON.stringify({ conflicts: [], statement: null }) }));
  });
});

describe('a declared conflict in the grid', () => {
  it("disables the vendor's empty cells, keeps its scores readable and leaves it out of the progress", async () => {
    renderScoring(fixturesWith({ data: declaration([200]) }));
    const grid = await screen.findByRole('grid');
    expect(within(grid).getByText(CONFLICT_DECLARED_LABEL)).toBeInTheDocument();
    // Vendor B's Security cell is empty: disabled. Its Support cell holds a No Vote made before: still there.
    expect(within(grid).getByRole('button', { name: /Vendor B, Security/ })).toBeDisabled();
    expect(within(grid).getByRole('button', { name: /Vendor B, Support/ })).toBeEnabled();
    expect(within(grid).getByRole('button', { name: /Vendor A, Support/ })).toBeEnabled();
    // One of Vendor A's two cells is answered; Vendor B's No Vote does not count.
    expect(screen.getByRole('progressbar', { name: 'Your Progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('button', { name: 'Change declaration' })).toBeInTheDocument();
  });
});
