/**
 * The client for calls the shell's SWR fetcher does not make (writes). Errors follow the same rule
 * as the shell's fetcher, so one error reader serves both: the message is "{status}: {body or status text}".
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

/** POSTs a JSON body with the session cookie and answers the parsed JSON reply. */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return (text ? JSON.parse(text) : null) as T;
}

/** The HTTP status of an error from this client or from the shell's fetcher ("404: Not Found"). */
export function httpStatusOf(error: unknown): number | null {
  if (error instanceof ApiError) return error.status;
  if (error instanceof Error) {
    const match = /^(\d{3}):/.exec(error.message);
    if (match) return Number(match[1]);
  }
  return null;
}

/** What the server said went wrong, for a toast; null when it said nothing usable. */
export function serverMessageOf(error: unknown): string | null {
  if (error instanceof ApiError) return error.serverMessage;
  if (error instanceof Error) {
    const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
    if (match) return messageOf(match[1]);
  }
  return null;
}
