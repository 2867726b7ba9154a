import { httpStatusOf, serverMessageOf } from '@vsp/api-client';
import { api } from '@vsp/contract';

type EarlyRequests = typeof import('./early-requests');

/** A fresh copy of the module (its answers are module state) over a fetch that answers by path. */
function withServer(answers: Record<string, { status: number; body: unknown }>): { early: EarlyRequests; asked: string[] } {
  const asked: string[] = [];
  globalThis.fetch = jest.fn(async (path: string) => {
    asked.push(path);
    const { status, body } = answers[path] ?? { status: 404, body: { statusCode: 404, message: 'Not Found' } };
    return { ok: status >= 200 && status < 300, status, statusText: 'Status', text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
  let early!: EarlyRequests;
  jest.isolateModules(() => {
    early = jest.requireActual<EarlyRequests>('./early-requests');
  });
  return { early, asked };
}

const user = { id: 7, name: 'Robin Evaluator', isAdmin: false };
const branding = { siteName: 'Review Hub', clientName: null, supportEmail: null, siteLogoUrl: null, venueText: null };
const remotes = { evaluator: '/remotes/evaluator/mf-manifest.json' };

describe('the reads asked for at start-up', () => {
  it('asks for the session and the branding at once, and where the remotes are once someone is signed in', async () => {
    const { early, asked } = withServer({
      [api.auth.me.path()]: { status: 200, body: user },
      [api.site.config.path()]: { status: 200, body: branding },
      [api.site.remotes.path()]: { status: 200, body: remotes },
    });
    const signedIn = early.startEarlyRequests();
    expect(asked).toEqual([api.auth.me.path(), api.site.config.path()]);
    await expect(signedIn).resolves.toEqual(user);
    expect(asked).toEqual([api.auth.me.path(), api.site.config.path(), api.site.remotes.path()]);
    expect(early.bodyOf(await early.takeEarlyAnswer(api.site.remotes.path())!)).toEqual(remotes);
  });

  it('does not ask where the remotes are for the sign-in page', async () => {
    const { early, asked } = withServer({
      [api.auth.me.path()]: { status: 401, body: { statusCode: 401, message: 'Missing authentication' } },
      [api.site.config.path()]: { status: 200, body: branding },
    });
    await expect(early.startEarlyRequests()).resolves.toBeNull();
    expect(asked).not.toContain(api.site.remotes.path());
    expect(early.takeEarlyAnswer(api.site.remotes.path())).toBeUndefined();
  });

  it('hands each answer out once, so a later read asks the server afresh', async () => {
    const { early } = withServer({ [api.site.config.path()]: { status: 200, body: branding } });
    void early.startEarlyRequests();
    expect(early.bodyOf(await early.takeEarlyAnswer(api.site.config.path())!)).toEqual(branding);
    expect(early.takeEarlyAnswer(api.site.config.path())).toBeUndefined();
  });

  it('reads a refusal as the api client does: its status and the server message', async () => {
    const { early } = withServer({ [api.auth.me.path()]: { status: 401, body: { statusCode: 401, message: 'Session expired' } } });
    void early.startEarlyRequests();
    const answer = await early.takeEarlyAnswer(api.auth.me.path())!;
    const error = (() => {
      try {
        early.bodyOf(answer);
      } catch (refusal) {
        return refusal;
      }
    })();
    expect(httpStatusOf(error)).toBe(401);
    expect(serverMessageOf(error)).toBe('Session expired');
  });

  it('knows who is signed in once the session check has answered, and that nobody is after a refusal', async () => {
    const signedIn = withServer({ [api.auth.me.path()]: { status: 200, body: user } });
    expect(signedIn.early.knownSession()).toBeUndefined();
    await signedIn.early.startEarlyRequests();
    expect(signedIn.early.knownSession()).toEqual({ user });

    const signedOut = withServer({ [api.auth.me.path()]: { status: 401, body: { statusCode: 401, message: 'Missing authentication' } } });
    await signedOut.early.startEarlyRequests();
    expect(signedOut.early.knownSession()).toEqual({ user: null });
  });

  it('finds nothing when the session check could not reach the server, and leaves the failure to the session hook', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    let early!: EarlyRequests;
    jest.isolateModules(() => {
      early = jest.requireActual<EarlyRequests>('./early-requests');
    });
    await expect(early.startEarlyRequests()).resolves.toBeNull();
    expect(early.knownSession()).toBeUndefined();
    await expect(early.takeEarlyAnswer(api.auth.me.path())).rejects.toThrow('Failed to fetch');
  });

  it('finds nothing from a server error either', async () => {
    const { early } = withServer({ [api.auth.me.path()]: { status: 503, body: { statusCode: 503, message: 'Service Unavailable' } } });
    await expect(early.startEarlyRequests()).resolves.toBeNull();
    expect(early.knownSession()).toBeUndefined();
  });

  it('has the branding when it comes in time for the first render, still to be taken', async () => {
    const { early } = withServer({ [api.site.config.path()]: { status: 200, body: branding } });
    void early.startEarlyRequests();
    const answer = await early.earlyAnswerWithin(api.site.config.path(), 1_000);
    expect(early.bodyOf(answer!)).toEqual(branding);
    expect(early.bodyOf(await early.takeEarlyAnswer(api.site.config.path())!)).toEqual(branding);
  });

  it('keeps a branding that comes too late for the first render, for whoever takes it afterwards', async () => {
    let answerBranding!: () => void;
    globalThis.fetch = jest.fn(async (path: string) => {
      if (path === api.site.config.path()) await new Promise<void>((resolve) => (answerBranding = resolve));
      return { ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(path === api.site.config.path() ? branding : user) };
    }) as unknown as typeof fetch;
    let early!: EarlyRequests;
    jest.isolateModules(() => {
      early = jest.requireActual<EarlyRequests>('./early-requests');
    });
    void early.startEarlyRequests();
    await expect(early.earlyAnswerWithin(api.site.config.path(), 20)).resolves.toBeUndefined();
    answerBranding();
    expect(early.bodyOf(await early.takeEarlyAnswer(api.site.config.path())!)).toEqual(branding);
  });
});
