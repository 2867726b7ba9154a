import type { IncompleteEvent } from '@vsp/contract';
import { Button } from '@vsp/design-system';
import { Send } from 'lucide-react';
import type { SendReminders } from '../api/useSendReminders';

/** Reminds every incomplete user of the event by the server's mail, after a confirmation. */
export function SendRemindersButton({ event, reminders }: { event: IncompleteEvent; reminders: SendReminders }) {
  return (
    <Button
      variant="outline"
      size="sm"
      icon={<Send size={14} aria-hidden />}
      aria-label={`Send reminders: ${event.eventName}`}
      pending={reminders.checking === 'all'}
      disabled={reminders.checking !== null}
      onClick={() => reminders.ask('all')}
    >
      Send reminders
    </Button>
  );
}
