import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type CurrentUser, type Score } from '@vsp/contract';
import { dismissToast } from '@vsp/design-system';
import { cachedData, fixtureFetcher, renderWithProviders, type Fixtures } from '@vsp/test-support/render';
import { evaluator, keys, makeScore } from '../../../../test/fixtures';
import { scoringFixtures, securityQuestion, supportQuestion } from '../../../../test/scoringFixtures';
import EvaluatorRoutes from '../../../routes';
import { draftKey, formatDraftTime, writeDraft, type DraftCell } from '../utils/drafts';

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
  // Drafts live in the browser's storage, which outlives each test's render.
  localStorage.clear();
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

async function openCell(name: string | RegExp, fixtures: Fixtures = scoringFixtures(), cache = new Map<string, unknown>(), signedIn: CurrentUser = evaluator) {
  const user = userEvent.setup();
  for (const key of STALE_KEYS) fixtures[key] ??= { data: [] };
  const fetcher = jest.fn(fixtureFetcher(fixtures));
  const { unmount } = renderWithProviders(<EvaluatorRoutes user={signedIn} />, { fixtures, path: '/scoring/1', fetcher, cache });
  await user.click(await screen.findByRole('button', { name }));
  return { user, fetcher, unmount, dialog: screen.getByRole('dialog', { name: 'Score Vendor' }) };
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

  it('answers a pass/fail question with Pass, Fail or No Vote, saved as 5, 1 or 0, and the cell reads the word', async () => {
    const certified = { ...supportQuestion, kind: 'passFail' as const };
    const fixtures = scoringFixtures({ [keys.questions(1)]: { data: [securityQuestion, certified] } });
    const { user, dialog } = await openCell('Vendor A, Support: not scored', fixtures);
    expect(within(dialog).getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual(['Pass', 'Fail', 'No Vote']);
    // Only the stored answers are digits here: 3 picks nothing, 1 is Fail.
    await user.keyboard('3');
    expect(within(dialog).getAllByRole('radio').every((r) => r.getAttribute('aria-checked') === 'false')).toBe(true);
    await user.keyboard('1');
    expect(radio('Fail')).toHaveAttribute('aria-checked', 'true');
    acceptSaves(fixtures);
    await user.click(within(dialog).getByRole('button', { name: 'Save Score' }));
    expect(sentBodies()[0].body).toMatchObject({ questionId: certified.id, vendorId: 100, score: 1 });
    expect(await screen.findByRole('button', { name: 'Vendor A, Support: Fail' })).toHaveTextContent('Fail');
    // A No Vote on a pass/fail question still reads "No Vote".
    expect(screen.getByRole('button', { name: 'Vendor B, Support: No Vote' })).toBeInTheDocument();
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


  it('lets Enter press the Cancel button rather than save', async () => {
    const { user, dialog } = await openCell('Vendor A, Support: not scored');
    await user.keyboard('4');
    act(() => within(dialog).getByRole('button', { name: 'Cancel' }).focus());
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('Score drafts', () => {
  const scoredCell: DraftCell = { userId: evaluator.id, eventId: 1, vendorId: 100, questionId: 11 };
  const newCell: DraftCell = { userId: evaluator.id, eventId: 1, vendorId: 200, questionId: 11 };
  const storedDraft = (cell: DraftCell) => JSON.parse(localStorage.getItem(draftKey(cell)) ?? 'null');
  const commentsBox = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Detailed Feedback & Comments' });
  const followupBox = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Follow-up Questions & Action Items' });
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

  it('keeps what was chosen and typed while the dialog is open, and brings it back after Cancel with a notice', async () => {
    const { user, dialog } = await openCell('Vendor B, Security: not scored');
    expect(within(dialog).queryByText(/Restored your unsaved changes/)).not.toBeInTheDocument();
    await user.click(radio('2 Fair'));
    await user.type(commentsBox(dialog), 'Slow onboarding');
    await user.type(followupBox(dialog), 'Ask for references');
    const draft = storedDraft(newCell);
    expect(draft).toEqual({ score: 2, comments: 'Slow onboarding', followupQuestions: 'Ask for references', savedAt: expect.any(String) });

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Vendor B, Security: not scored' }));
    const reopened = screen.getByRole('dialog', { name: 'Score Vendor' });
    expect(within(reopened).getByText(`Restored your unsaved changes from ${formatDraftTime(draft.savedAt)}.`)).toBeInTheDocument();
    expect(radio('2 Fair')).toHaveAttribute('aria-checked', 'true');
    expect(commentsBox(reopened)).toHaveValue('Slow onboarding');
    expect(followupBox(reopened)).toHaveValue('Ask for references');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('discards the draft on request: the saved values come back and the draft is gone', async () => {
    writeDraft(scoredCell, { score: 1, comments: 'Weak demo', followupQuestions: '' }, hoursAgo(3));
    const { user, dialog } = await openCell('Vendor A, Security: score 4, has comments');
    expect(radio('1 Poor')).toHaveAttribute('aria-checked', 'true');
    expect(commentsBox(dialog)).toHaveValue('Weak demo');

    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    expect(within(dialog).queryByText(/Restored your unsaved changes/)).not.toBeInTheDocument();
    expect(radio('4 Very Good')).toHaveAttribute('aria-checked', 'true');
    expect(radio('4 Very Good')).toHaveFocus();
    expect(commentsBox(dialog)).toHaveValue('Strong demo');
    expect(followupBox(dialog)).toHaveValue('Ask about pricing');
    expect(storedDraft(scoredCell)).toBeNull();

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Vendor A, Security: score 4, has comments' }));
    expect(screen.queryByText(/Restored your unsaved changes/)).not.toBeInTheDocument();
  });

  it('opens a restored draft with the focus on the score choice, so Enter saves the draft rather than discarding it', async () => {
    const fixtures = scoringFixtures();
    acceptSaves(fixtures);
    writeDraft(scoredCell, { score: 2, comments: 'Weaker on second look', followupQuestions: '' }, hoursAgo(2));
    const { user } = await openCell('Vendor A, Security: score 4, has comments', fixtures);
    expect(radio('2 Fair')).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBodies()[0].body).toEqual({ questionId: 11, vendorId: 100, score: 2, comments: 'Weaker on second look', followupQuestions: null });
  });

  it('keeps no draft of values that match the saved score', async () => {
    const { user } = await openCell('Vendor A, Security: score 4, has comments');
    expect(storedDraft(scoredCell)).toBeNull();
    await user.keyboard('1');
    expect(storedDraft(scoredCell)).toMatchObject({ score: 1, comments: 'Strong demo' });
    await user.keyboard('4');
    expect(storedDraft(scoredCell)).toBeNull();
    await user.keyboard('{Escape}');

    // Blank text is saved as no text, so spaces in an empty box change nothing either.
    await user.click(screen.getByRole('button', { name: 'Vendor B, Support: No Vote' }));
    await user.type(commentsBox(screen.getByRole('dialog', { name: 'Score Vendor' })), '  ');
    expect(storedDraft({ ...scoredCell, vendorId: 200, questionId: 12 })).toBeNull();
  });

  it('drops a stored draft that matches the saved score, without a notice', async () => {
    writeDraft(scoredCell, { score: 4, comments: 'Strong demo', followupQuestions: 'Ask about pricing' }, hoursAgo(1));
    const { dialog } = await openCell('Vendor A, Security: score 4, has comments');
    expect(within(dialog).queryByText(/Restored your unsaved changes/)).not.toBeInTheDocument();
    expect(storedDraft(scoredCell)).toBeNull();
  });

  it('does not bring back a draft older than 30 days', async () => {
    writeDraft(newCell, { score: 5, comments: 'Long forgotten', followupQuestions: '' }, hoursAgo(31 * 24));
    const { dialog } = await openCell('Vendor B, Security: not scored');
    expect(within(dialog).queryByText(/Restored your unsaved changes/)).not.toBeInTheDocument();
    expect(commentsBox(dialog)).toHaveValue('');
    expect(storedDraft(newCell)).toBeNull();
  });

  it("never shows another user's draft of the same cell on the same browser", async () => {
    const first = await openCell('Vendor B, Security: not scored');
    await first.user.type(commentsBox(first.dialog), 'Private note');
    await first.user.keyboard('{Escape}');
    first.unmount();

    const colleague = { ...evaluator, id: evaluator.id + 1, name: 'Sam Colleague' };
    const { dialog } = await openCell('Vendor B, Security: not scored', scoringFixtures(), new Map(), colleague);
    expect(within(dialog).queryByText(/Restored your unsaved changes/)).not.toBeInTheDocument();
    expect(commentsBox(dialog)).toHaveValue('');
    expect(storedDraft(newCell)).toMatchObject({ comments: 'Private note' });
  });

  it('removes the draft once the save succeeds', async () => {
    const fixtures = scoringFixtures();
    acceptSaves(fixtures);
    const { user, dialog } = await openCell('Vendor B, Security: not scored', fixtures);
    await user.click(radio('3 Good'));
    await user.type(commentsBox(dialog), 'Fine');
    expect(storedDraft(newCell)).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save Score' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storedDraft(newCell)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Vendor B, Security: score 3, has comments' }));
    expect(screen.queryByText(/Restored your unsaved changes/)).not.toBeInTheDocument();
  });

  it('says the network is unreachable when a save cannot reach the server, keeps everything, and saves on Retry', async () => {
    const fixtures = scoringFixtures();
    acceptSaves(fixtures);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user, dialog } = await openCell('Vendor B, Security: not scored', fixtures);
    await user.click(radio('5 Exceptional'));
    await user.type(commentsBox(dialog), 'Best integration story');
    await user.click(within(dialog).getByRole('button', { name: 'Save Score' }));

    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent('The network is unreachable');
    expect(notice).toHaveTextContent('Your score was not saved, but nothing you typed is lost.');
    expect(await screen.findByText('Failed to save score')).toBeInTheDocument();
    expect(radio('5 Exceptional')).toHaveAttribute('aria-checked', 'true');
    expect(commentsBox(dialog)).toHaveValue('Best integration story');
    expect(storedDraft(newCell)).toMatchObject({ score: 5, comments: 'Best integration story' });

    await user.click(within(notice).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const bodies = sentBodies().map(({ body }) => body);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual({ questionId: 11, vendorId: 200, score: 5, comments: 'Best integration story', followupQuestions: null });
    expect(storedDraft(newCell)).toBeNull();
    expect(screen.getByRole('button', { name: 'Vendor B, Security: score 5, has comments' })).toBeInTheDocument();
  });

  it('shows no network notice for an answer from the server', async () => {
    fetchMock.mockResolvedValue(reply(409, { statusCode: 409, error: 'Conflict', message: 'Scoring is closed for this event' }, 'Conflict'));
    const { user, dialog } = await openCell('Vendor A, Support: not scored');
    await user.keyboard('4{Enter}');
    expect(await screen.findByText('Scoring is closed for this event')).toBeInTheDocument();
    expect(within(dialog).queryByText('The network is unreachable')).not.toBeInTheDocument();
  });

  it('keeps the draft through an expired session, so it comes back after signing in again', async () => {
    const fixtures = scoringFixtures();
    acceptSaves(fixtures);
    fetchMock.mockResolvedValueOnce(reply(401, { statusCode: 401, error: 'Unauthorized', message: 'Missing authentication' }, 'Unauthorized'));
    const first = await openCell('Vendor B, Security: not scored', fixtures);
    await first.user.click(radio('2 Fair'));
    await first.user.type(followupBox(first.dialog), 'Confirm the hosting region');
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Save Score' }));
    expect(await within(first.dialog).findByText('Your session has ended')).toBeInTheDocument();
    // The page is reloaded and the evaluator signs in again.
    first.unmount();

    const { user, dialog } = await openCell('Vendor B, Security: not scored', fixtures);
    expect(within(dialog).getByText(/^Restored your unsaved changes from /)).toBeInTheDocument();
    expect(radio('2 Fair')).toHaveAttribute('aria-checked', 'true');
    expect(followupBox(dialog)).toHaveValue('Confirm the hosting region');
    await user.click(within(dialog).getByRole('button', { name: 'Save Score' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBodies()[1].body).toEqual({ questionId: 11, vendorId: 200, score: 2, comments: null, followupQuestions: 'Confirm the hosting region' });
    expect(storedDraft(newCell)).toBeNull();
  });
});
