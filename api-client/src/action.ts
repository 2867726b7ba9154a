import { toast, type ToastOptions } from '@vsp/design-system';
import { useCallback, useState } from 'react';
import { httpStatusOf, serverMessageOf } from './client';
import { useRefresh } from './refresh';

export interface ActionOptions<T> {
  /** What the change makes stale: a list from the contract's `staleAfter`. */
  stale: readonly string[];
  success: ToastOptions | ((result: T) => ToastOptions);
  /** The error toast's text when the server gives no message of its own, or the whole toast. */
  failure: string | ((error: unknown) => ToastOptions);
}

/**
 * Runs one change the person asked for: the pending flag while it runs, a toast for the outcome,
 * then a refresh of what it made stale. It answers as soon as the server has confirmed the change,
 * so a dialog closes at once (a saved score is closed before the lists come back, and the grid
 * already shows it); the refresh follows in the background. Answers whether it succeeded.
 */
export function useAction() {
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);

  const run = useCallback(
    async <T>(action: () => Promise<T>, options: ActionOptions<T>): Promise<boolean> => {
      setPending(true);
      try {
        const result = await action();
        const success = typeof options.success === 'function' ? options.success(result) : options.success;
        toast({ variant: 'success', ...success });
        void refresh(options.stale);
        return true;
      } catch (error) {
        // An ended session is answered by the sign-in screen and its message, not by a toast.
        if (httpStatusOf(error) === 401) return false;
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
