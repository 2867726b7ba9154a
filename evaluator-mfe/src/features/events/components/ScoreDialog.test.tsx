import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type Score } from '@vsp/contract';
import { dismissToast } from '@vsp/design-system';
import { cachedData, fixtureFetcher, renderWithProviders, type Fixtures } from '@vsp/test-support/render';
import { evaluator, keys, makeScore } from '../../../../test/fixtures';
import { scoringFixtures } from '../../../../test/scoringFixtures';
import EvaluatorRoutes from '../../../routes';

interface FakeResponse {
  ok: boolean;
  status: number;
  statusText: string;
  text: () => Promise<string>;
}

const reply = (status: number, body: unknown, statusText = ''): FakeResponse => ({
  ok: status >= 200 && status < 300,
  status,
  statusText,
  text: async () => (typeof body === 'string' ? body : JSON.stringify(body)),
});

const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => act(() => dismissToast()));

/** The server side of a save: it stores the posted values, so the refetch that follows sees them. */
function acceptSaves(fixtures: Fixtures) {
  fetchMock.mockImplementation(async (_path, init) => {
    const saved = makeScore({ eventId: 1, ...JSON.parse(String(init.body)) });
    const stored = fixtures[keys.scores(1)] as { data: Score[] };
    stored.data = [...stored.data.filter((s) => s.questionId !== saved.questionId || s.vendorId !== saved.vendorId), saved];
    return reply(200, saved);
  });
}

function sentBodies() {
  return fetchMock.mock.calls.map(([path, init]) => ({ path, method: init.method, credentials: init.credentials, body: JSON.parse(String(init.body)) }));
}

/**
 * What a save makes stale: the event's scores, the event list, the admin lists and the analyses
 * that count scores, and the user's own scores behind the dashboard's progress.
 */
const STALE_KEYS = [
  keys.scores(1),
  keys.events,
  api.scores.adminList.path(),
  api.events.adminList.path(),
  api.users.adminList.path(),
  api.questions.adminList.path(),
  api.vendors.adminList.path(),
  api.permissions.adminList.path(),
  api.analysis.incomplete.path(),
  api.analysis.averages.path(),
  keys.myScores,
];

async function openCell(name: string | RegExp, fixtures: Fixtures = scoringFixtures(), cache = new Map<string, unknown>()) {
  const user = userEvent.setup();
  for (const key of STALE_KEYS) fixtures[key] ??= { data: [] };
  const fetcher = jest.fn(fixtureFetcher(fixtures));
  renderWithProviders(<EvaluatorRoutes user={evaluator} />, { fixtures, path: '/scoring/1', fetcher, cache });
  await user.click(await screen.findByRole('button', { name }));
  return { user, fetcher, dialog: screen.getByRole('dialog', { name: 'Score Vendor' }) };
}

const radio = (name: string) => screen.getByRole('radio', { name });

describe('Score dialog', () => {
  it('shows the question, the vendor, the score choices and the two text areas', async () => {
    const { dialog } = await openCell('Vendor A, Support: not scored');
    expect(within(dialog).getByText('Support')).toBeInTheDocument();
    expect(within(dialog).getByText('Vendor A · Alpha Systems')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([
      '1 Poor',
      '2 Fair',
      '3 Good',
      '4 Very Good',
      '5 Exceptional',
      'No Vote',
    ]);
    expect(within(dialog).getAllByRole('radio').every((r) => r.getAttribute('aria-checked') === 'false')).toBe(true);
    expect(within(dialog).getByRole('textbox', { name: 'Detailed Feedback & Comments' })).toHaveAttribute('rows', '6');
    expect(within(dialog).getByRole('textbox', { name: 'Follow-up Questions & Action Items' })).toHaveAttribute('rows', '4');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save Score' })).toBeInTheDocument();
  });

  it('opens with the saved score, comments and follow-up questions', async () => {
    const { dialog } = await openCell('Vendor A, Security: score 4, has comments');
    expect(radio('4 Very Good')).toHaveAttribute('aria-checked', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Detailed Feedback & Comments' })).toHaveValue('Strong demo');
    expect(within(dialog).getByRole('textbox', { name: 'Follow-up Questions & Action Items' })).toHaveValue('Ask about pricing');
  });

  it('opens a No Vote with No Vote selected', async () => {
    await openCell('Vendor B, Support: No Vote');
    expect(radio('No Vote')).toHaveAttribute('aria-checked', 'true');
  });

  it('asks for a choice before saving and saves nothing', async () => {
    const { user, dialog } = await openCell('Vendor A, Support: not scored');
    await user.click(within(dialog).getByRole('button', { name: 'Save Score' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent("Please select a score or choose 'No Vote' before saving");
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(radio('3 Good'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('picks a score with the digit keys 1-5 and No Vote with 0', async () => {
    const { user } = await openCell('Vendor A, Support: not scored');
    for (const [key, name] of [
      ['1', '1 Poor'],
      ['5', '5 Exceptional'],
      ['0', 'No Vote'],
      ['3', '3 Good'],
    ]) {
      await user.keyboard(key);
      expect(radio(name)).toHaveAttribute('aria-checked', 'true');
    }
    await user.keyboard('7');
    expect(radio('3 Good')).toHaveAttribute('aria-checked', 'true');
  });

  it('types digits and Enter into a text area instead of picking or saving', async () => {
    const fixtures = scoringFixtures();
    acceptSaves(fixtures);
    const { user, dialog } = await openCell('Vendor A, Support: not scored', fixtures);
    const comments = within(dialog).getByRole('textbox', { name: 'Detailed Feedback & Comments' });
    await user.click(comments);
    await user.keyboard('Top 3{Enter}list');
    expect(comments).toHaveValue('Top 3\nlist');
    expect(within(dialog).getAllByRole('radio').every((r) => r.getAttribute('aria-checked') === 'false')).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the required message when Enter is pressed with nothing chosen', async () => {
    const { user, dialog } = await openCell('Vendor A, Support: not scored');
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent("Please select a score or choose 'No Vote' before saving");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves a No Vote with Enter, closes, confirms and shows the new cell and progress', async () => {
    const fixtures = scoringFixtures();
    acceptSaves(fixtures);
    const { user } = await openCell('Vendor A, Support: not scored', fixtures);
    expect(screen.getByRole('progressbar', { name: 'Your Progress' })).toHaveAttribute('aria-valuenow', '50');
    await user.keyboard('0{Enter}');

    expect(sentBodies()).toEqual([
      {
        path: api.scores.save.path({ eventId: 1 }),
        method: 'POST',
        credentials: 'include',
        body: { questionId: 12, vendorId: 100, score: 0, comments: null, followupQuestions: null },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Score Saved')).toBeInTheDocument();
    expect(screen.getByText('Your score has been successfully saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vendor A, Support: No Vote' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Your Progress' })).toHaveAttribute('aria-valuenow', '75');
  });

  it('saves the typed comments and follow-up questions with the chosen score', async () => {
    const fixtures = scoringFixtures();
    acceptSaves(fixtures);
    const { user, dialog } = await openCell('Vendor B, Security: not scored', fixtures);
    await user.click(radio('5 Exceptional'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Detailed Feedback & Comments' }), 'Great support team');
    await user.type(within(dialog).getByRole('textbox', { name: 'Follow-up Questions & Action Items' }), 'Check SLA');
    await user.click(within(dialog).getByRole('button', { name: 'Save Score' }));
    expect(sentBodies()[0].body).toEqual({ questionId: 11, vendorId: 200, score: 5, comments: 'Great support team', followupQuestions: 'Check SLA' });
    expect(await screen.findByRole('button', { name: 'Vendor B, Security: score 5, has comments' })).toBeInTheDocument();
  });

  it('clears a comment by sending null', async () => {
    const fixtures = scoringFixtures();
    acceptSaves(fixtures);
    const { user, dialog } = await openCell('Vendor A, Security: score 4, has comments', fixtures);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Detailed Feedback & Comments' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Score' }));
    expect(sentBodies()[0].body).toEqual({ questionId: 11, vendorId: 100, score: 4, comments: null, followupQuestions: 'Ask about pricing' });
  });

  it('refreshes the event scores, the events, the admin lists and the dashboard progress after a save, on screen or not', async () => {
    const progressRow = makeScore({ eventId: 1, questionId: 12, vendorId: 100, score: 2 });
    const adminContent = api.content.adminList.path();
    const fixtures = scoringFixtures({ [adminContent]: { data: [] }, [keys.myScores]: { data: [progressRow] } });
    acceptSaves(fixtures);
    // Lists another screen left in the cache; the admin's content pages are not made stale by a score.
    const cache = cachedData(
      Object.fromEntries([...STALE_KEYS.filter((key) => !key.startsWith(keys.events)), adminContent].map((key) => [key, []])),
    );
    const { user, fetcher } = await openCell('Vendor A, Support: not scored', fixtures, cache);
    const fetches = (key: string) => fetcher.mock.calls.filter(([k]) => k === key).length;
    const untouched = [adminContent, keys.vendors, keys.siteConfig, keys.questions(1)];
    const before = Object.fromEntries([...STALE_KEYS, ...untouched].map((key) => [key, fetches(key)]));

    await user.keyboard('2{Enter}');
    await waitFor(() => {
      for (const key of STALE_KEYS) expect(fetches(key)).toBe(before[key] + 1);
    });
    for (const key of untouched) expect(fetches(key)).toBe(before[key]);
    // Written back to the cache, so the dashboard shows it without a fetch of its own.
    expect((cache.get(keys.myScores) as { data: Score[] }).data).toEqual([progressRow]);
  });

  it('shows "Saving..." while the save runs', async () => {
    let answer: (response: FakeResponse) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, dialog } = await openCell('Vendor A, Support: not scored');
    await user.keyboard('4{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await act(async () => answer(reply(200, makeScore({ eventId: 1, questionId: 12, vendorId: 100, score: 4 }))));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's message when the save fails and keeps the dialog open", async () => {
    fetchMock.mockResolvedValue(reply(409, { statusCode: 409, error: 'Conflict', message: 'Scoring is closed for this event' }, 'Conflict'));
    const { user, dialog } = await openCell('Vendor A, Support: not scored');
    await user.keyboard('4{Enter}');
    expect(await screen.findByText('Scoring is closed for this event')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save Score' })).toBeEnabled();
  });

  it.each([
    ['a body without a message', () => Promise.resolve(reply(500, '', 'Internal Server Error'))],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('falls back to "Failed to save score" for %s', async (_case, respond) => {
    fetchMock.mockImplementation(respond);
    const { user } = await openCell('Vendor A, Support: not scored');
    await user.keyboard('4{Enter}');
    expect(await screen.findByText('Failed to save score')).toBeInTheDocument();
  });

  it('cancels with Escape and with the Cancel button, saving nothing', async () => {
    const { user } = await openCell('Vendor A, Support: not scored');
    await user.keyboard('4{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Vendor A, Support: not scored' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts again from the saved values after a cancelled edit', async () => {
    const { user } = await openCell('Vendor A, Security: score 4, has comments');
    await user.keyboard('1');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Vendor A, Security: score 4, has comments' }));
    expect(radio('4 Very Good')).toHaveAttribute('aria-checked', 'true');
  });

  it('lets Enter press the Cancel button rather than save', async () => {
    const { user, dialog } = await openCell('Vendor A, Support: not scored');
    await user.keyboard('4');
    act(() => within(dialog).getByRole('button', { name: 'Cancel' }).focus());
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
