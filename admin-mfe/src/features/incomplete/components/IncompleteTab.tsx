import { plural, type IncompleteEvent, type IncompleteUser, type MailSettings } from '@vsp/contract';
import { Button, Card, Heading, Inline, Stack, StatusBadge, Text, toast, Toolbar } from '@vsp/design-system';
import { Mail } from 'lucide-react';
import styled from 'styled-components';
import { useMailSettings } from '../../../lib/api/useMailSettings';
import { TabHeader } from '../../../lib/components/TabHeader';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { useEventReminders, useIncompleteSubmissions } from '../api/hooks';
import { useSendReminders } from '../api/useSendReminders';
import { openMailDraft, reminderMailto } from '../utils/reminder';
import { reminderStates } from '../utils/reminderRecord';
import { IncompleteSummary } from './IncompleteSummary';
import { ReminderConfirmDialog } from './ReminderConfirmDialog';
import { ReminderHistory } from './ReminderHistory';
import { SendRemindersButton } from './SendRemindersButton';
import { SubmittedEvaluations } from './SubmittedEvaluations';
import { UserReminder } from './UserReminder';
import { VendorGroup } from './VendorGroup';

const EventHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

function mailMissing(event: IncompleteEvent) {
  const href = reminderMailto(event);
  if (!href) {
    toast({ variant: 'destructive', title: 'No email addresses found', description: 'None of the incomplete users have email addresses on file.' });
    return;
  }
  openMailDraft(href);
}

/** `mail` is given only when the server sends mail: without it no reminder control shows. */
function EventGroup({ event, mail }: { event: IncompleteEvent; mail: MailSettings | null }) {
  const nothingToScore = event.activeQuestions === 0 || event.activeVendors === 0;
  const reminders = useSendReminders(event);
  const { data: record } = useEventReminders(mail ? event.eventId : null);
  const states = reminderStates(record ?? []);
  const reminderOf = mail
    ? (user: IncompleteUser) => <UserReminder event={event} user={user} state={states.get(user.userId)} reminders={reminders} />
    : undefined;
  return (
    <Card>
      <EventHeader>
        <div>
          <Inline wrap={false}>
            <Heading level={3} size="lg">
              {event.eventName}
            </Heading>
            <StatusBadge status={event.status} />
          </Inline>
          <Text as="div" size="sm" tone="muted">
            {`${plural(event.usersWithAccess, 'user')} with access · ${plural(event.activeQuestions, 'active question')} · ${plural(event.activeVendors, 'active vendor')}`}
          </Text>
        </div>
        {event.vendors.length > 0 && (
          <Toolbar>
            {mail && <SendRemindersButton event={event} reminders={reminders} />}
            <Button variant="outline" size="sm" icon={<Mail size={14} aria-hidden />} aria-label={`Mail Missing Participants: ${event.eventName}`} onClick={() => mailMissing(event)}>
              Mail Missing Participants
            </Button>
          </Toolbar>
        )}
      </EventHeader>
      {!nothingToScore && event.vendors.length > 0 && <IncompleteSummary event={event} />}
      <SubmittedEvaluations event={event} />
      {nothingToScore ? (
        <Text tone="muted">No active questions or vendors for this event</Text>
      ) : event.vendors.length === 0 ? (
        <Text tone="success" weight="semibold">
          ✓ All submissions complete for this event
        </Text>
      ) : (
        event.vendors.map((vendor) => <VendorGroup key={vendor.vendorId} eventName={event.eventName} vendor={vendor} reminderOf={reminderOf} />)
      )}
      {mail && record && record.length > 0 && <ReminderHistory eventName={event.eventName} record={record} />}
      {mail && <ReminderConfirmDialog event={event} mail={mail} reminders={reminders} />}
    </Card>
  );
}

export function IncompleteTab() {
  const { data: events, error, mutate } = useIncompleteSubmissions();
  const { data: mailSettings } = useMailSettings();
  const mail = mailSettings?.configured ? mailSettings : null;
  if (error) return <LoadError what="incomplete submissions" error={error} onRetry={() => void mutate()} />;
  if (!events) return <TabSkeleton label="Loading incomplete submissions..." />;
  return (
    <section aria-label="Incomplete Submissions">
      <TabHeader
        title="Incomplete Submissions"
        description="For each active event and vendor, the users with access who have not answered every active question."
      />
      {events.length === 0 ? (
        <Text tone="muted">No active events found</Text>
      ) : (
        <Stack>
          {events.map((event) => (
            <EventGroup key={event.eventId} event={event} mail={mail} />
          ))}
        </Stack>
      )}
    </section>
  );
}
