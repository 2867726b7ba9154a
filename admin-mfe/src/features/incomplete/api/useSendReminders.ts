import { callApi, serverMessageOf, useAction } from '@vsp/api-client';
import { api, staleAfter, type IncompleteEvent, type RemindersQueued } from '@vsp/contract';
import { toast } from '@vsp/design-system';
import { useState } from 'react';
import { queuedDescription } from '../utils/reminderConfirm';

/** Who a request reminds: every incomplete user of the event, or one user. */
export type ReminderTarget = 'all' | number;

/** A request being confirmed: who, whether the cool-down is overridden, and what the server says it would do. */
export interface ReminderRequest {
  target: ReminderTarget;
  force: boolean;
  preview: RemindersQueued;
}

const FAILURE = 'Failed to send reminders';

const payloadOf = (target: ReminderTarget, force: boolean) => (target === 'all' ? { force } : { userIds: [target], force });

/**
 * "Send reminders" for one event: a dry run first counts who would receive one and who would be
 * skipped (and why), the admin confirms that count, and only then are the reminders queued. Ticking
 * "also remind recently reminded users" counts again, since it changes who would receive one.
 */
export function useSendReminders(event: IncompleteEvent) {
  const eventId = event.eventId;
  const [request, setRequest] = useState<ReminderRequest | null>(null);
  const [checking, setChecking] = useState<ReminderTarget | null>(null);
  const [counting, setCounting] = useState(false);
  const send = useAction();

  const dryRun = async (target: ReminderTarget, force: boolean): Promise<RemindersQueued | null> => {
    try {
      return await callApi(api.reminders.send, { params: { eventId }, body: { ...payloadOf(target, force), dryRun: true } });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: serverMessageOf(error) ?? FAILURE });
      return null;
    }
  };

  const ask = async (target: ReminderTarget) => {
    if (checking !== null) return;
    setChecking(target);
    const preview = await dryRun(target, false);
    setChecking(null);
    if (preview) setRequest({ target, force: false, preview });
  };

  const setForce = async (force: boolean) => {
    if (!request) return;
    setCounting(true);
    const preview = await dryRun(request.target, force);
    setCounting(false);
    // Cancelled while it counted: the dialog stays closed.
    if (preview) setRequest((current) => current && { ...current, force, preview });
  };

  const confirm = async () => {
    if (!request) return;
    await send.run(() => callApi(api.reminders.send, { params: { eventId }, body: payloadOf(request.target, request.force) }), {
      stale: staleAfter.remindersSent(eventId),
      success: (result) => ({ title: 'Reminders queued', description: queuedDescription(result.queued, event.eventName) }),
      failure: FAILURE,
    });
    setRequest(null);
  };

  return {
    ask: (target: ReminderTarget) => void ask(target),
    checking,
    request,
    counting,
    sending: send.pending,
    setForce: (force: boolean) => void setForce(force),
    confirm: () => void confirm(),
    cancel: () => setRequest(null),
  };
}

export type SendReminders = ReturnType<typeof useSendReminders>;
