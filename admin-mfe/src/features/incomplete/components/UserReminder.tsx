import type { IncompleteEvent, IncompleteUser } from '@vsp/contract';
import { Button, Stack, Text } from '@vsp/design-system';
import { Send } from 'lucide-react';
import type { SendReminders } from '../api/useSendReminders';
import type { UserReminderState } from '../utils/reminderRecord';
import { formatPanelTime } from '../../../lib/time';

export interface UserReminderProps {
  event: IncompleteEvent;
  user: IncompleteUser;
  state: UserReminderState | undefined;
  reminders: SendReminders;
}

/**
 * A user row's reminder part: when the user was last reminded, why the newest reminder failed, and
 * a button that reminds that user for the event (the same user may be listed under several vendors).
 */
export function UserReminder({ event, user, state, reminders }: UserReminderProps) {
  return (
    <Stack gap={1} align="end">
      {state?.lastRemindedAt && (
        <Text as="span" size="sm" tone="muted">
          Last reminded {formatPanelTime(state.lastRemindedAt)}
        </Text>
      )}
      {state?.failure && (
        <Text as="span" size="sm" tone="destructive">
          Reminder failed: {state.failure}
        </Text>
      )}
      <Button
        variant="outline"
        size="sm"
        icon={<Send size={14} aria-hidden />}
        aria-label={`Send a reminder to ${user.name} for ${event.eventName}`}
        pending={reminders.checking === user.userId}
        disabled={reminders.checking !== null}
        onClick={() => reminders.ask(user.userId)}
      >
        Send reminder
      </Button>
    </Stack>
  );
}
