import type { ScopedMutator } from 'swr';
import { logout } from './mutations';
import { CURRENT_USER_KEY } from './use-current-user';

/** Ends the session, forgets the user and starts the page afresh on the sign-in screen; a failed sign-out is logged. */
export async function signOut(mutate: ScopedMutator): Promise<void> {
  try {
    await logout();
  } catch (error) {
    console.error('Sign-out failed', error);
  }
  await mutate(CURRENT_USER_KEY, undefined, { revalidate: false });
  window.location.reload();
}
