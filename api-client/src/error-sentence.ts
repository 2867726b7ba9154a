import { httpStatusOf, serverMessageOf } from './client';

/** What a screen says when a call failed: a sentence a person can act on, never "503: {json}". */
export const ERROR_SENTENCES = {
  unreachable: 'The server is not reachable right now. Try again.',
  serverFailed: 'Something went wrong on the server. Try again.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have access to this.',
  notFound: 'This was not found.',
  refused: 'The request could not be completed.',
} as const;

/**
 * The sentence for a failed call. No answer at all, or a gateway's (502, 503, 504), means the
 * server could not be reached; any other 5xx is the server's own failure. A refusal (4xx) other
 * than the session, access and missing ones reads as the server's own message when it gave one.
 */
export function errorSentence(error: unknown): string {
  const status = httpStatusOf(error);
  if (status === null || status === 502 || status === 503 || status === 504) return ERROR_SENTENCES.unreachable;
  if (status >= 500) return ERROR_SENTENCES.serverFailed;
  if (status === 401) return ERROR_SENTENCES.sessionExpired;
  if (status === 403) return ERROR_SENTENCES.forbidden;
  if (status === 404) return ERROR_SENTENCES.notFound;
  return serverMessageOf(error) ?? ERROR_SENTENCES.refused;
}
