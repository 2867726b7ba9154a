import type { CurrentUser } from '@vsp/contract';
import { Card, EmptyState, Heading, ProgressRing, Stack, Text } from '@vsp/design-system';
import { CalendarX } from 'lucide-react';
import { LoadFailure } from '../../../lib/LoadFailure';
import { PageLayout } from '../../../lib/PageLayout';
import { accessibleActiveEvents, eventProgress, hasEventAccess, overallProgress, type ProgressData } from '../../../lib/progress';
import { useDeclaredConflicts, useEvents, useUserPermissions, useUserQuestions, useUserScores, useUserSubmissions, useVendors } from '../api/hooks';
import { DashboardSkeleton } from './DashboardSkeleton';
import { EventCard } from './EventCard';
import { EventGrid } from './EventsDashboard.styles';
import { OverallProgressRow } from './OverallProgressRow';

export interface EventsDashboardProps {
  user: CurrentUser;
}

export function EventsDashboard({ user }: EventsDashboardProps) {
  const events = useEvents();
  const permissions = useUserPermissions();
  const scores = useUserScores();
  const questions = useUserQuestions();
  const vendors = useVendors();
  const submissions = useUserSubmissions();
  // A declaration is read only where the user may open the event; locked events show no progress.
  const declaring = (events.data ?? []).filter((event) => event.requireDeclaration && hasEventAccess(event.id, permissions.data ?? []));
  const conflicts = useDeclaredConflicts(permissions.data ? declaring.map((event) => event.id) : []);

  // Progress and locks need every list; a list that failed counts as empty (the server still guards access).
  const loading = [events, permissions, scores, questions, vendors, submissions, conflicts].some((query) => query.isLoading);

  let body;
  if (loading) {
    body = <DashboardSkeleton />;
  } else if (events.error) {
    body = <LoadFailure title="Events could not be loaded" error={events.error} onRetry={() => void events.mutate()} />;
  } else if (!events.data?.length) {
    body = (
      <EmptyState
        icon={<CalendarX size={24} aria-hidden />}
        titleAs="h2"
        title="No Events Available"
        text="There are no scoring events currently available. Please check back later or contact your administrator."
      />
    );
  } else {
    const rows = permissions.data ?? [];
    const data: ProgressData = {
      scores: scores.data ?? [],
      questions: questions.data ?? [],
      vendors: vendors.data ?? [],
      conflicts: conflicts.data,
    };
    const showOverall = accessibleActiveEvents(events.data, rows).length > 0;
    const overall = overallProgress(events.data, rows, data);
    const submitted = new Set((submissions.data ?? []).map((submission) => submission.eventId));
    body = (
      <>
        {showOverall && (
          <Card>
            <OverallProgressRow>
              <Heading level={2} size="lg">
                Overall Progress
              </Heading>
              <ProgressRing value={overall} label="Overall Progress" />
            </OverallProgressRow>
          </Card>
        )}
        <EventGrid>
          {events.data.map((event) => (
            <li key={event.id}>
              <EventCard
                event={event}
                hasAccess={hasEventAccess(event.id, rows)}
                progress={eventProgress(event.id, data)}
                submitted={submitted.has(event.id)}
              />
            </li>
          ))}
        </EventGrid>
      </>
    );
  }

  return (
    <PageLayout>
      <Stack as="header" gap={2}>
        <Heading level={1}>Welcome back, {user.name}</Heading>
        <Text tone="muted">Select a scoring event below to begin your vendor evaluation.</Text>
      </Stack>
      {body}
    </PageLayout>
  );
}
