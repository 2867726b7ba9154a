/**
 * The reads every first screen needs (who is signed in, the branding, where the remotes are), asked
 * for as soon as the shell's first script runs, before React and the shared libraries have loaded:
 * on a slow connection they come back while the rest still downloads. This file runs before the
 * federation runtime has shared anything, so it uses nothing shared (no api client, no SWR).
 */
import { api, type CurrentUser } from '@vsp/contract';

/** An answer as fetch gave it, read to the end. */
export interface EarlyAnswer {
  ok: boolean;
  status: number;
  statusText: string;
  text: string;
}

const answers = new Map<string, Promise<EarlyAnswer>>();

/** What the session check found, once it has answered: someone signed in, or nobody (a 401). */
let session: { user: CurrentUser | null } | undefined;

async function read(path: string): Promise<EarlyAnswer> {
  // As the api client sends every read: the session cookie, JSON wanted. The page preloads the same
  // requests (see the shell's preload hints), and the browser hands that answer to this fetch.
  const response = await fetch(path, { method: 'GET', credentials: 'include', headers: { Accept: 'application/json' } });
  return { ok: response.ok, status: response.status, statusText: response.statusText, text: await response.text() };
}

function start(path: string): Promise<EarlyAnswer> {
  const answer = read(path);
  // Whoever takes the answer handles its failure; one nobody takes is not an error of the page.
  answer.catch(() => undefined);
  answers.set(path, answer);
  return answer;
}

/**
 * Asks who is signed in and for the branding; for someone signed in, then where the remotes are (the
 * sign-in page does not ask). Answers who is signed in, if anyone, leaving the answers to be taken.
 */
export async function startEarlyRequests(): Promise<CurrentUser | null> {
  const check = start(api.auth.me.path());
  start(api.site.config.path());
  const answer = await check.catch(() => undefined);
  if (answer?.status === 401) session = { user: null };
  if (!answer?.ok) return null;
  start(api.site.remotes.path());
  session = { user: bodyOf<CurrentUser>(answer) };
  return session.user;
}

/**
 * The session check's finding if it has already answered (a failure that is not a refusal is not
 * a finding: the session hook reads and reports it).
 */
export function knownSession(): { user: CurrentUser | null } | undefined {
  return session;
}

/** The early answer for a path, handed out once: any later read asks the server afresh. */
export function takeEarlyAnswer(path: string): Promise<EarlyAnswer> | undefined {
  const answer = answers.get(path);
  answers.delete(path);
  return answer;
}

/**
 * The early answer for a path if it has come within `ms`, whatever its status; undefined when it takes
 * longer or fails to come. It stays to be taken either way.
 */
export async function earlyAnswerWithin(path: string, ms: number): Promise<EarlyAnswer | undefined> {
  const answer = answers.get(path);
  if (!answer) return undefined;
  let timer: number | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = window.setTimeout(resolve, ms);
  });
  const came = await Promise.race([answer.catch(() => undefined), late]);
  window.clearTimeout(timer);
  return came;
}

/**
 * The body of an answer, parsed as the api client parses it; a refusal raises the error `refusal`
 * makes, by default one whose message keeps the api client's "{status}: {body}" rule.
 */
export function bodyOf<T>(answer: EarlyAnswer, refusal = (a: EarlyAnswer) => new Error(`${a.status}: ${a.text || a.statusText}`)): T {
  if (!answer.ok) throw refusal(answer);
  return (answer.text ? JSON.parse(answer.text) : null) as T;
}
