import { callApi } from '@vsp/api-client';
import { api } from '@vsp/contract';
import { loadRoutesModule, registerOnce, type RemoteName, type RoutesModule } from './registration';

export type { RemoteName } from './registration';

/** The remote's exposed routes component, fetched only when first rendered (or prefetched for someone already signed in). */
export async function loadRoutes<P>(name: RemoteName): Promise<RoutesModule<P>> {
  const remotes = await registerOnce(() => callApi(api.site.remotes));
  if (!remotes[name]) throw new Error(`The ${name} module is not available to this account`);
  return loadRoutesModule<P>(name);
}
