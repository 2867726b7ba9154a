import type { IncompleteEvent, MailSettings } from '@vsp/contract';
import { Checkbox, ConfirmDialog, Stack, Text } from '@vsp/design-system';
import styled from 'styled-components';
import type { SendReminders } from '../api/useSendReminders';
import { forceLabel, reminderQuestion } from '../utils/reminderConfirm';
import { incompleteUserNames } from '../utils/reminderRecord';

const SkippedList = styled.ul`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

export interface ReminderConfirmDialogProps {
  event: IncompleteEvent;
  mail: MailSettings;
  reminders: SendReminders;
}

/**
 * Asks before the server queues reminders: how many users would receive one, who would be skipped
 * and why (no address, reminded recently), and whether to remind the recently reminded too.
 */
export function ReminderConfirmDialog({ event, mail, reminders }: ReminderConfirmDialogProps) {
  const { request, counting, sending } = reminders;
  const queued = request?.preview.queued ?? 0;
  const skipped = request?.preview.skipped ?? [];
  const names = incompleteUserNames(event);

  return (
    <ConfirmDialog
      open={request !== null}
      title="Send reminders"
      message={reminderQuestion(queued)}
      confirmLabel="Send"
      destructive={false}
      pending={sending}
      pendingLabel="Sending..."
      confirmDisabled={queued === 0 || counting}
      onConfirm={reminders.confirm}
      onCancel={reminders.cancel}
    >
      <Stack gap={3} aria-busy={counting || undefined}>
        {skipped.length > 0 && (
          <div>
            <Text size="sm" weight="semibold">
              Skipped
            </Text>
            <SkippedList aria-label="Skipped users">
              {skipped.map((skip) => (
                <li key={skip.userId}>
                  {names.get(skip.userId) ?? `User ${skip.userId}`}: {skip.reason}
                </li>
              ))}
            </SkippedList>
          </div>
        )}
        <Checkbox
          label={forceLabel(mail.cooldownHours)}
          checked={request?.force ?? false}
          disabled={counting || sending}
          onChange={(change) => reminders.setForce(change.target.checked)}
        />
      </Stack>
    </ConfirmDialog>
  );
}
