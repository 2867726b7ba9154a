import { ApiError, fetcher, httpStatusOf, send, serverMessageOf } from './client';

function answer(status: number, body: string, statusText = 'Status'): jest.Mock {
  const mock = jest.fn().mockResolvedValue({ ok: status >= 200 && status < 300, status, statusText, text: async () => body });
  globalThis.fetch = mock;
  return mock;
}

describe('send', () => {
  it('sends the session cookie and a JSON body, and parses the JSON answer', async () => {
    const spy = answer(200, '{"ok":true}');
    await expect(send('POST', '/api/x', { a: 1 })).resolves.toEqual({ ok: true });
    expect(spy).toHaveBeenCalledWith('/api/x', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
  });

  it('sends no body and no content type when there is nothing to send, and answers null for an empty reply', async () => {
    const spy = answer(204, '');
    await expect(send('POST', '/api/auth/logout')).resolves.toBeNull();
    expect(spy.mock.calls[0][1]).toMatchObject({ headers: { Accept: 'application/json' }, body: undefined });
  });

  it('raises "{status}: {body}" with the server message for an error answer', async () => {
    answer(409, '{"statusCode":409,"message":"Username already exists"}');
    const error = await send('POST', '/api/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"statusCode":409,"message":"Username already exists"}');
    expect(serverMessageOf(error)).toBe('Username already exists');
    expect(httpStatusOf(error)).toBe(409);
  });

  it('uses the status text when the error body is empty, and has no server message then', async () => {
    answer(502, '', 'Bad Gateway');
    const error = await send('PUT', '/api/x').catch((e: unknown) => e);
    expect((error as Error).message).toBe('502: Bad Gateway');
    expect(serverMessageOf(error)).toBeNull();
  });
});

describe('fetcher', () => {
  it('joins the key parts with slashes and reads with GET', async () => {
    const spy = answer(200, '[]');
    await fetcher(['/api/events', 4, 'scores']);
    expect(spy.mock.calls[0][0]).toBe('/api/events/4/scores');
    expect(spy.mock.calls[0][1]).toMatchObject({ method: 'GET', credentials: 'include' });
  });
});

describe('errors of another fetcher that keeps the "{status}: {body}" rule', () => {
  it('give their status and server message too', () => {
    const error = new Error('403: {"statusCode":403,"message":"You do not have access to this event"}');
    expect(httpStatusOf(error)).toBe(403);
    expect(serverMessageOf(error)).toBe('You do not have access to this event');
    expect(serverMessageOf(new Error('404: Not Found'))).toBeNull();
  });
});

describe('errors without an answer', () => {
  it('have no status and no server message', () => {
    expect(httpStatusOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(serverMessageOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});
