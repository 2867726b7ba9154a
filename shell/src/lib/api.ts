/** Raised for any answer outside 2xx: the message is "{status}: {body text, or status text}". */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's own message from a JSON error body, when there is one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

export async function apiRequest<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'include',
    headers: init.body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** SWR's default read: the key's parts joined by slashes form the path. */
export function fetcher<T>(key: string | readonly (string | number)[]): Promise<T> {
  return apiRequest<T>(Array.isArray(key) ? key.join('/') : (key as string));
}
