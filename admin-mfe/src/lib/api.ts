/**
 * The client for the admin panel's writes. Reads go through the shell's SWR fetcher; both raise
 * errors by the same rule (spec 8): the message is "{status}: {body text, or status text}".
 */

export class ApiError extends Error {
  readonly status: number;
  /** The `message` of the server's JSON error body, when it sent one: what a toast shows. */
  readonly serverMessage: string | null;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = messageOf(body);
  }
}

function messageOf(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string' && parsed.message) {
      return parsed.message;
    }
  } catch {
    // A body that is not JSON carries no server message.
  }
  return null;
}

export type HttpMethod = 'POST' | 'PUT' | 'DELETE';

/** Sends a change with the session cookie and a JSON body (when given); answers the parsed reply, or null for none. */
export async function send<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return (text ? JSON.parse(text) : null) as T;
}

/** What the server said went wrong, from this client's errors or the shell fetcher's ("409: {json}"); null when nothing usable. */
export function serverMessageOf(error: unknown): string | null {
  if (error instanceof ApiError) return error.serverMessage;
  if (error instanceof Error) {
    const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
    if (match) return messageOf(match[1]);
  }
  return null;
}
