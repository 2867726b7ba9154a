import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { callApi } from '@vsp/api-client';
import { api, type RemotesConfig } from '@vsp/contract';
import type { ComponentType } from 'react';

export type RemoteName = keyof RemotesConfig;

let registration: Promise<RemotesConfig> | undefined;

/** Asks the BFF where the remotes are, once, and registers them with the federation runtime. */
function registerOnce(): Promise<RemotesConfig> {
  registration ??= callApi(api.site.remotes).then(
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

/** The remote's exposed routes component, fetched only when first rendered. */
export async function loadRoutes<P>(name: RemoteName): Promise<{ default: ComponentType<P> }> {
  const remotes = await registerOnce();
  if (!remotes[name]) throw new Error(`The ${name} module is not available to this account`);
  const module = await loadRemote<{ default: ComponentType<P> }>(`${name}/routes`);
  if (!module?.default) throw new Error(`The ${name} module could not be loaded`);
  return module;
}
