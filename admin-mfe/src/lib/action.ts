import { toast, type ToastOptions } from '@vsp/design-system';
import { useCallback, useState } from 'react';
import { serverMessageOf } from '@vsp/api-client';
import { useRefresh } from './refresh';

export interface ActionOptions<T> {
  /** Admin keys the change makes stale; the public caches are always refreshed too. */
  stale: readonly string[];
  success: ToastOptions | ((result: T) => ToastOptions);
  /** The error toast's text when the server gives no message of its own. */
  failure: string | ((error: unknown) => ToastOptions);
}

/**
 * Runs one admin change: the pending flag while it runs, the spec's toast for the outcome, and a
 * refresh of what it made stale. Answers whether it succeeded, so a dialog knows to close.
 */
export function useAdminAction() {
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);

  const run = useCallback(
    async <T>(action: () => Promise<T>, options: ActionOptions<T>): Promise<boolean> => {
      setPending(true);
      try {
        const result = await action();
        const success = typeof options.success === 'function' ? options.success(result) : options.success;
        toast({ variant: 'success', ...success });
        await refresh(options.stale);
        return true;
      } catch (error) {
        const failure =
          typeof options.failure === 'function'
            ? options.failure(error)
            : { title: 'Error', description: serverMessageOf(error) ?? options.failure };
        toast({ variant: 'destructive', ...failure });
        return false;
      } finally {
        setPending(false);
      }
    },
    [refresh],
  );

  return { run, pending };
}
