import { api } from '@vsp/contract';
import { callApi, fetcher } from './client';
import { lastCallSentAt, onCallSent, onSessionExpired } from './session-events';

function answer(status: number, body = ''): void {
  globalThis.fetch = jest.fn().mockResolvedValue({ ok: status >= 200 && status < 300, status, statusText: 'Status', text: async () => body });
}

describe('the calls as the shell hears of them', () => {
  it('keep the time the last call was sent and tell of each one', async () => {
    const sent = jest.fn();
    const stop = onCallSent(sent);
    answer(200, '[]');
    const before = Date.now();
    await fetcher(api.events.list.path());
    expect(sent).toHaveBeenCalledTimes(1);
    expect(lastCallSentAt()).toBeGreaterThanOrEqual(before);
    stop();
    await fetcher(api.events.list.path());
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('tell of a 401 on a read or a change as the end of the session', async () => {
    const expired = jest.fn();
    const stop = onSessionExpired(expired);
    answer(401, '{"statusCode":401,"message":"Missing authentication"}');
    await expect(fetcher(api.events.list.path())).rejects.toThrow('401');
    const body = { vendorId: 2, questionId: 3, score: 4, comments: null, followupQuestions: null };
    await expect(callApi(api.scores.save, { params: { eventId: 1 }, body })).rejects.toThrow('401');
    expect(expired).toHaveBeenCalledTimes(2);
    stop();
    await expect(fetcher(api.events.list.path())).rejects.toThrow('401');
    expect(expired).toHaveBeenCalledTimes(2);
  });

  it('do not take a refused sign-in or another refusal for an ended session', async () => {
    const expired = jest.fn();
    const stop = onSessionExpired(expired);
    answer(401, '{"statusCode":401,"message":"Invalid credentials"}');
    await expect(callApi(api.auth.login, { body: { username: 'eva', password: 'wrong' } })).rejects.toThrow('401');
    answer(403);
    await expect(fetcher(api.events.list.path())).rejects.toThrow('403');
    expect(expired).not.toHaveBeenCalled();
    stop();
  });
});
