import { api } from '@vsp/contract';
import { ApiError, callApi, fetcher, httpStatusOf, serverMessageOf } from './client';

function answer(status: number, body: string, statusText = 'Status'): jest.Mock {
  const mock = jest.fn().mockResolvedValue({ ok: status >= 200 && status < 300, status, statusText, text: async () => body });
  globalThis.fetch = mock;
  return mock;
}

describe('callApi', () => {
  it('sends the session cookie and a JSON body, and parses the JSON answer', async () => {
    const spy = answer(200, '{"ok":true}');
    const body = { info: 'Booth 4' };
    await expect(callApi(api.eventVendorInfo.save, { params: { eventId: 2, vendorId: 5 }, body })).resolves.toEqual({ ok: true });
    expect(spy).toHaveBeenCalledWith(api.eventVendorInfo.save.path({ eventId: 2, vendorId: 5 }), {
      method: 'PUT',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"info":"Booth 4"}',
    });
  });

  it('sends no body and no content type when there is nothing to send, and answers null for an empty reply', async () => {
    const spy = answer(204, '');
    await expect(callApi(api.auth.logout)).resolves.toBeNull();
    expect(spy.mock.calls[0][0]).toBe(api.auth.logout.path());
    expect(spy.mock.calls[0][1]).toMatchObject({ headers: { Accept: 'application/json' }, body: undefined });
  });

  it('raises "{status}: {body}" with the server message for an error answer', async () => {
    answer(409, '{"statusCode":409,"message":"Username already exists"}');
    const error = await callApi(api.users.create, { body: { username: 'a', name: 'A', password: 'secret-pass' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"statusCode":409,"message":"Username already exists"}');
    expect(serverMessageOf(error)).toBe('Username already exists');
    expect(httpStatusOf(error)).toBe(409);
  });

  it('uses the status text when the error body is empty, and has no server message then', async () => {
    answer(502, '', 'Bad Gateway');
    const error = await callApi(api.site.updateConfig, { body: {} }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('502: Bad Gateway');
    expect(serverMessageOf(error)).toBeNull();
  });

  it('appends the query values that are set', async () => {
    const spy = answer(200, '{}');
    await callApi(api.scores.adminList, { query: { limit: 50, offset: undefined } });
    expect(spy.mock.calls[0][0]).toBe(`${api.scores.adminList.path()}?limit=50`);
  });
});

describe('fetcher', () => {
  it('joins the key parts with slashes and reads with GET', async () => {
    const spy = answer(200, '[]');
    await fetcher([api.events.list.path(), 4, 'scores']);
    expect(spy.mock.calls[0][0]).toBe(api.scores.ofEvent.path({ eventId: 4 }));
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
