import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { CurrentUser, RemotesConfig } from '@vsp/contract';
import type { ComponentType } from 'react';

/*
 * Part of the shell's first script, which runs before the federation runtime has negotiated the
 * shared libraries: it uses nothing shared, only the runtime itself.
 */

export type RemoteName = keyof RemotesConfig;

let registration: Promise<RemotesConfig> | undefined;

/** A remote's exposed routes module. */
export interface RoutesModule<P = never> {
  default: ComponentType<P>;
}

const loaded = new Map<RemoteName, RoutesModule<never>>();

/**
 * The routes module of a remote that has already loaded: the frame draws it in the same render,
 * instead of suspending, showing the placeholder, and waiting React's pause before revealing it.
 */
export function loadedRoutes<P>(name: RemoteName): RoutesModule<P> | undefined {
  return loaded.get(name) as RoutesModule<P> | undefined;
}

/** Loads a registered remote's routes module and keeps it for `loadedRoutes`. */
export async function loadRoutesModule<P>(name: RemoteName): Promise<RoutesModule<P>> {
  const module = await loadRemote<RoutesModule<P>>(`${name}/routes`);
  if (!module?.default) throw new Error(`The ${name} module could not be loaded`);
  loaded.set(name, module as RoutesModule<never>);
  return module;
}

/** Registers the remotes the BFF named with the federation runtime, once; `read` asks the BFF where they are. */
export function registerOnce(read: () => Promise<RemotesConfig>): Promise<RemotesConfig> {
  registration ??= read().then(
    (remotes) => {
      registerRemotes(
        Object.entries(remotes)
          .filter(([, entry]) => Boolean(entry))
          .map(([name, entry]) => ({ name, entry: entry as string })),
      );
      return remotes;
    },
    (error: unknown) => {
      registration = undefined;
      throw error;
    },
  );
  return registration;
}

/** The remote that draws a path for this person: /admin and below for administrators, every other path the evaluator's. */
export function remoteForPath(pathname: string, user: CurrentUser): RemoteName {
  return user.isAdmin && /^\/admin(\/|$)/i.test(pathname) ? 'admin' : 'evaluator';
}

/**
 * Loads a remote's routes module ahead of the frame asking for it, so the routes draw in the
 * frame's first render. A failure here is left for the frame's own load to report, with its retry.
 */
export async function prefetchRemote(name: RemoteName, read: () => Promise<RemotesConfig>): Promise<void> {
  try {
    const remotes = await registerOnce(read);
    if (remotes[name]) await loadRoutesModule(name);
  } catch {
    // The routes' own load asks again and shows the error view with its retry.
  }
}
