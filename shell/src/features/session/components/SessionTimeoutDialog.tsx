import { httpStatusOf, lastCallSentAt, onCallSent } from '@vsp/api-client';
import { Button, Dialog, toast } from '@vsp/design-system';
import { useEffect, useState } from 'react';
import { readSessionTiming } from '../api/mutations';

/** The warning comes two minutes before the idle timeout ends (halfway, for a timeout that short). */
export const WARN_BEFORE_MS = 2 * 60_000;

export interface SessionTimeoutDialogProps {
  /** The person's own sign-out, as the navigation's Logout does it. */
  onSignOut: () => void;
}

/**
 * Every call extends the session's idle time on the server, so the session ends one idle timeout
 * after the last call. Shortly before that, the person is asked whether to stay signed in: one call
 * extends the session. A session that has ended meanwhile is found by that call's 401, which brings
 * the sign-in screen. The server extends the session at most once a minute, so the warning comes one
 * to two minutes before the end.
 */
export function SessionTimeoutDialog({ onSignOut }: SessionTimeoutDialogProps) {
  const [idleMs, setIdleMs] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let current = true;
    readSessionTiming().then(
      (timing) => {
        if (current) setIdleMs(timing.idleSeconds * 1000);
      },
      (error: unknown) => {
        // Without the timeout there is no warning; an ended session is already on its way to the sign-in screen.
        if (httpStatusOf(error) !== 401) console.error('Session timing failed', error);
      },
    );
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (idleMs === null) return;
    const warnBefore = Math.min(WARN_BEFORE_MS, idleMs / 2);
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Each call starts the count again.
    const schedule = () => {
      clearTimeout(timer);
      const warnAt = (lastCallSentAt() ?? Date.now()) + idleMs - warnBefore;
      timer = setTimeout(() => setOpen(true), Math.max(0, warnAt - Date.now()));
    };
    schedule();
    const stop = onCallSent(schedule);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [idleMs]);

  async function staySignedIn() {
    setPending(true);
    try {
      await readSessionTiming();
      setOpen(false);
    } catch (error) {
      if (httpStatusOf(error) !== 401) toast({ variant: 'destructive', title: 'Error', description: 'The session could not be extended. Try again.' });
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      // Closing the warning is as good as staying: the person is here.
      onClose={pending ? () => undefined : staySignedIn}
      title="Your session is about to expire"
      description="You will be signed out soon because of inactivity."
      role="alertdialog"
      size="sm"
      closeOnBackdropClick={false}
      footer={
        <>
          <Button variant="outline" onClick={onSignOut} disabled={pending}>
            Sign out
          </Button>
          <Button onClick={staySignedIn} pending={pending} pendingLabel="Staying signed in...">
            Stay signed in
          </Button>
        </>
      }
    />
  );
}
