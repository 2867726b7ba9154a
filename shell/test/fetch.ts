/** jsdom has no fetch: each test answers with the status and body it needs. */
export function answerFetch(status: number, body: string, statusText = 'Status'): jest.Mock {
  const mock = jest.fn().mockResolvedValue({ ok: status >= 200 && status < 300, status, statusText, text: async () => body });
  globalThis.fetch = mock;
  return mock;
}
