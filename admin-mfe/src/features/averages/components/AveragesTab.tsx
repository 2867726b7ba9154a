import { formatAverage, NO_VOTE_LABEL, plural, ratingOf, type AverageEvent, type QuestionAverage, type VendorAverage } from '@vsp/contract';
import { Badge, Stack, Text } from '@vsp/design-system';
import styled from 'styled-components';
import { EventSummary } from '../../../lib/components/EventSummary';
import { LazyCollapsible } from '../../../lib/components/LazyCollapsible';
import { ScoreBars, usePreloadedScoreBars, type ScoreBar } from '../../../lib/components/ScoreBars';
import { TabHeader } from '../../../lib/components/TabHeader';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { useAverageScores } from '../api/hooks';
import { ratingVariant } from '../../../lib/rating';
import { responsesLine } from '../utils/rating';
import { OPEN_VENDOR_LIMIT } from '../utils/vendorGroups';

const QuestionRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding-bottom: ${({ theme }) => theme.space[2]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Score = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;

const VendorSummary = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

function AverageValue({ average, none }: { average: number | null; none: string }) {
  if (average === null)
    return (
      <Text as="span" size="sm" tone="muted">
        {none}
      </Text>
    );
  const rating = ratingOf(average);
  return (
    <Score>
      {formatAverage(average)}
      <Badge variant={ratingVariant[rating]}>{rating}</Badge>
    </Score>
  );
}

const scoredBars = <T,>(items: readonly T[], name: (item: T) => string, average: (item: T) => number | null): ScoreBar[] =>
  items.flatMap((item) => {
    const value = average(item);
    return value === null ? [] : [{ name: name(item), score: Number(value.toFixed(2)) }];
  });

function QuestionLine({ question }: { question: QuestionAverage }) {
  return (
    <QuestionRow>
      <div>
        {question.text}
        <Text as="div" size="sm" tone="muted">
          {responsesLine(question)}
          {question.noVotes > 0 && ` · ${plural(question.noVotes, NO_VOTE_LABEL)}`}
        </Text>
      </div>
      <AverageValue average={question.average} none="No Scores" />
    </QuestionRow>
  );
}

/** The chart and questions of a vendor are drawn only while its group is open: an event may have forty vendors of twenty-five questions. */
function VendorGroup({ vendor, defaultOpen }: { vendor: VendorAverage; defaultOpen: boolean }) {
  const name = vendor.company ? `${vendor.vendorName} (${vendor.company})` : vendor.vendorName;
  return (
    <LazyCollapsible
      defaultOpen={defaultOpen}
      headingLevel={4}
      title={name}
      meta={vendor.average === null ? 'No scores available' : `Vendor Average: ${formatAverage(vendor.average)}`}
    >
      <VendorSummary>
        <Text as="span" weight="semibold">
          Vendor Average
        </Text>
        <AverageValue average={vendor.average} none="No scores available" />
      </VendorSummary>
      <ScoreBars
        bars={scoredBars(vendor.questions, (question) => question.text, (question) => question.average)}
        label={`Bar chart of ${vendor.vendorName}'s average score per question, out of 5; the figures are listed below.`}
      />
      <Stack as="ul" gap={3} aria-label={`Questions for ${vendor.vendorName}`}>
        {vendor.questions.map((question) => (
          <QuestionLine key={question.questionId} question={question} />
        ))}
      </Stack>
    </LazyCollapsible>
  );
}

const averageOrNone = (average: number | null) => (average === null ? 'No scores available' : formatAverage(average));

/**
 * The event at a glance above its vendor groups: the mean of all its scores, how many were given
 * (both counted by the server), and each vendor's average.
 */
function AverageEventSummary({ event }: { event: AverageEvent }) {
  return (
    <EventSummary
      label={`Summary of ${event.eventName}`}
      figures={[
        { label: 'Overall average', value: averageOrNone(event.average) },
        { label: 'Responses', value: event.responses },
        { label: `${NO_VOTE_LABEL}s`, value: event.noVotes },
      ]}
      vendorsLabel="Average per vendor"
      vendors={event.vendors.map((vendor) => ({ vendorId: vendor.vendorId, name: vendor.vendorName, value: averageOrNone(vendor.average) }))}
    />
  );
}

function EventGroup({ event }: { event: AverageEvent }) {
  const vendorsOpen = event.vendors.length <= OPEN_VENDOR_LIMIT;
  return (
    <LazyCollapsible
      defaultOpen
      headingLevel={3}
      title={event.eventName}
      meta={`${plural(event.usersWithAccess, 'user')} with access · ${plural(event.activeQuestions, 'active question')}`}
    >
      {event.vendors.length === 0 || event.activeQuestions === 0 ? (
        <Text tone="muted">No active questions or vendors for this event</Text>
      ) : (
        <Stack gap={3}>
          <AverageEventSummary event={event} />
          <ScoreBars
            bars={scoredBars(event.vendors, (vendor) => vendor.vendorName, (vendor) => vendor.average)}
            label={`Bar chart comparing the vendors' averages in ${event.eventName}, out of 5; each vendor's average is listed below.`}
          />
          {event.vendors.map((vendor) => (
            <VendorGroup key={vendor.vendorId} vendor={vendor} defaultOpen={vendorsOpen} />
          ))}
        </Stack>
      )}
    </LazyCollapsible>
  );
}

export function AveragesTab() {
  usePreloadedScoreBars();
  const { data: events, error, mutate } = useAverageScores();
  if (error) return <LoadError what="average scores" error={error} onRetry={() => void mutate()} />;
  if (!events) return <TabSkeleton label="Loading average scores..." />;
  return (
    <section aria-label="Average Scores">
      <TabHeader
        title="Average Scores"
        description="Averages of the 1 to 5 scores from users with access, per active event, vendor and question. No Votes count as responses, not in the averages."
      />
      {events.length === 0 ? (
        <Text tone="muted">No active events found</Text>
      ) : (
        <Stack gap={3}>
          {events.map((event) => (
            <EventGroup key={event.eventId} event={event} />
          ))}
        </Stack>
      )}
    </section>
  );
}
