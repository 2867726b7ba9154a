import type { Request, ResponseToolkit, Server } from '@hapi/hapi';

/** A value with the time it was made, which decides how long it holds. */
export interface Dated {
  /** Epoch ms. */
  at: number;
}

export interface SealedCookieOptions<T extends Dated> {
  name: string;
  /** The path the browser sends it to: the routes that read it sit below it. */
  path: string;
  sameSite: 'Strict' | 'Lax';
  /** How long it holds; the sealed time enforces it whatever the browser keeps. */
  windowMs: number;
  /** Whether an unsealed value has the shape of T. */
  isValue: (value: unknown) => value is T;
}

/**
 * A short-lived cookie sealed with the session cookie's keys (@hapi/iron) for a step of signing in
 * that comes back in a later request: nothing is kept on the server, so any replica reads it.
 * HttpOnly, and Secure whenever the session cookie is.
 */
export function sealedCookie<T extends Dated>(options: SealedCookieOptions<T>) {
  return {
    register(server: Server, keys: object): void {
      server.state(options.name, {
        encoding: 'iron',
        // hapi's type names only the string form; statehood hands keys to @hapi/iron as they are.
        password: keys as unknown as string,
        ttl: options.windowMs,
        isHttpOnly: true,
        isSameSite: options.sameSite,
        path: options.path,
        clearInvalid: true,
        ignoreErrors: true,
      });
    },
    /** The value this browser holds, while its window lasts. */
    read(request: Request): T | undefined {
      const value: unknown = request.state[options.name];
      return options.isValue(value) && Date.now() - value.at < options.windowMs ? value : undefined;
    },
    set(h: ResponseToolkit, value: T, isSecure: boolean): void {
      h.state(options.name, value, { isSecure });
    },
    clear(h: ResponseToolkit): void {
      h.unstate(options.name);
    },
  };
}
