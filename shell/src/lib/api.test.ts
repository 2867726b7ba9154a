import { answerFetch as answer } from '../test/fetch';
import { ApiError, apiRequest, fetcher } from './api';

describe('apiRequest', () => {
  it('sends credentials and a JSON body, and parses the JSON answer', async () => {
    const spy = answer(200, '{"ok":true}');
    await expect(apiRequest('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(spy).toHaveBeenCalledWith('/api/x', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
  });

  it('raises "{status}: {body}" for an error answer, and keeps the server message', async () => {
    answer(409, '{"statusCode":409,"message":"Username already exists"}');
    const error = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('409: {"statusCode":409,"message":"Username already exists"}');
    expect(error.serverMessage).toBe('Username already exists');
  });

  it('uses the status text when the error body is empty', async () => {
    answer(502, '', 'Bad Gateway');
    await expect(apiRequest('/api/x')).rejects.toThrow('502: Bad Gateway');
  });

  it('answers null for an empty success', async () => {
    answer(204, '');
    await expect(apiRequest('/api/auth/logout', { method: 'POST' })).resolves.toBeNull();
  });
});

describe('fetcher', () => {
  it('joins the key parts with slashes', async () => {
    const spy = answer(200, '[]');
    await fetcher(['/api/events', 4, 'scores']);
    expect(spy.mock.calls[0][0]).toBe('/api/events/4/scores');
  });
});
