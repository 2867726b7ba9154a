import type { Question, ScoringEvent } from '@vsp/contract';
import { Banner, EmptyState, Heading, Stack, TabPanel, Tabs, Text } from '@vsp/design-system';
import { FileSpreadsheet } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAdminEvents } from '../../../lib/api/useAdminEvents';
import { useAdminQuestions } from '../../../lib/api/useAdminQuestions';
import { pickEvent } from '../../../lib/events';
import { ScoreBars, usePreloadedScoreBars } from '../../../lib/components/ScoreBars';
import { DownloadButton } from '../../../lib/components/DownloadButton';
import { EventPicker } from '../../../lib/components/EventPicker';
import { TabHeader } from '../../../lib/components/TabHeader';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { useEventAgreement, useEventCells, useEventRanking } from '../api/hooks';
import { resultsExportPath } from '../utils/export';
import { groupBySection } from '../utils/matrix';
import { calibrationNote, hasResponses } from '../utils/ranking';
import { AgreementTable } from './AgreementTable';
import { AwardView } from './AwardView';
import { DecisionView } from './DecisionView';
import { ConsensusView } from './ConsensusView';
import { EvaluatorsTable } from './EvaluatorsTable';
import { HeatMap } from './HeatMap';
import { HowSureView } from './HowSureView';
import { RankingTable } from './RankingTable';

/**
 * The event's results, the consensus view where the panel settles its disagreements, the award
 * that weighs price with quality, how sure that award is, and the decision that closes the
 * evaluation; ?view= keeps the choice.
 */
const VIEWS = [
  {
    tabs: [
      { value: 'overview', label: 'Overview' },
      { value: 'consensus', label: 'Consensus' },
      { value: 'award', label: 'Award' },
      { value: 'how-sure', label: 'How sure' },
      { value: 'decision', label: 'Decision' },
    ],
  },
] as const;

type View = (typeof VIEWS)[number]['tabs'][number]['value'];

const viewFromQuery = (value: string | null): View => VIEWS[0].tabs.find((tab) => tab.value === value)?.value ?? 'overview';

function ResultPart({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" gap={3} aria-labelledby={headingId}>
      <div>
        <Heading level={3} size="lg" id={headingId}>
          {title}
        </Heading>
        {description && (
          <Text size="sm" tone="muted">
            {description}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}

/**
 * The overview of one event. Its three reads arrive one by one, each after a pass over the event's
 * scores on the server, so each part is drawn as soon as its own figures are there: the ranking
 * first (it decides the order of the heat map and whether there is anything to show), the
 * evaluators and the agreement as theirs arrive.
 */
function EventResults({ event, questions }: { event: ScoringEvent; questions: readonly Question[] }) {
  const ranking = useEventRanking(event.id);
  const cells = useEventCells(event.id);
  const agreement = useEventAgreement(event.id);

  const failed = [ranking, cells, agreement].find((query) => query.error);
  if (failed) return <LoadError what="results" error={failed.error} onRetry={() => void failed.mutate()} />;
  if (!ranking.data) return <TabSkeleton label="Loading results..." />;

  const groups = groupBySection(questions, event.id);
  const vendors = ranking.data.vendors;
  if (vendors.length === 0 || groups.length === 0) return <EmptyState title="No active questions or vendors for this event" />;
  if (!hasResponses(vendors)) {
    return <EmptyState title="No scores yet" text={`Results appear here once evaluators have scored ${event.name}.`} />;
  }

  const note = calibrationNote(vendors);
  const bars = vendors.flatMap((vendor) => (vendor.weightedScore === null ? [] : [{ name: vendor.name, score: Number(vendor.weightedScore.toFixed(2)) }]));

  return (
    <Stack gap={8}>
      <ResultPart
        title="Ranking"
        description="Weighted score: each question's mean rating counted by its weight. Coverage is the share of possible responses given. The normalised rank ranks the vendors once each evaluator's ratings are measured against their own average, which takes out how generous or harsh they are. The consensus score and rank use the scores the panel agreed in the Consensus view in place of the evaluators' mean; ▲ and ▼ mark the vendors they move."
      >
        {note && <Banner variant="info">{note}</Banner>}
        <RankingTable vendors={vendors} />
        <ScoreBars bars={bars} label={`Bar chart of the vendors' weighted scores in ${event.name}, out of 5; the ranking table lists each score.`} />
      </ResultPart>
      <ResultPart
        title="Heat map"
        description="Vendors by questions, grouped by section with each question's weight. Flagged cells are where the evaluators' ratings differ most: worth discussing before deciding."
      >
        {cells.data ? (
          <HeatMap eventId={event.id} vendors={vendors} groups={groups} cells={cells.data.cells} threshold={event.disagreementThreshold} />
        ) : (
          <TabSkeleton label="Loading the heat map..." />
        )}
      </ResultPart>
      <ResultPart title="Evaluators" description="Leniency compares each evaluator's ratings with the panel's mean on the same vendor and question.">
        {agreement.data ? <EvaluatorsTable evaluators={agreement.data.evaluators} /> : <TabSkeleton label="Loading the evaluators..." />}
      </ResultPart>
      <ResultPart title="Agreement">
        {agreement.data ? (
          <AgreementTable agreement={agreement.data} questions={groups.flatMap((group) => group.questions)} />
        ) : (
          <TabSkeleton label="Loading the agreement..." />
        )}
      </ResultPart>
    </Stack>
  );
}

/** Decision-grade results of one event, chosen from a list and kept in the URL (?event=) so a link opens the same results. */
export function ResultsTab() {
  usePreloadedScoreBars();
  const events = useAdminEvents();
  const questions = useAdminQuestions();
  const [params, setParams] = useSearchParams();

  const failed = [events, questions].find((query) => query.error);
  if (failed) return <LoadError what="results" error={failed.error} onRetry={() => void failed.mutate()} />;
  if (!events.data || !questions.data) return <TabSkeleton label="Loading results..." />;

  const event = pickEvent(events.data, params.get('event'));
  const view = viewFromQuery(params.get('view'));
  const setParam = (name: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(name, value);
      return next;
    });

  return (
    <section aria-label="Results">
      <TabHeader
        title="Results"
        description="Ranking, heat map, evaluators and agreement of one event, from the 1 to 5 ratings of users with access. No Votes count as responses, not in the scores."
        actions={
          event && (
            <DownloadButton path={resultsExportPath(event.id)} fileName={`results-${event.id}.xlsx`} icon={<FileSpreadsheet size={16} aria-hidden />}>
              Export results
            </DownloadButton>
          )
        }
      />
      {event ? (
        <>
          <EventPicker events={events.data} event={event} onPick={(eventId) => setParam('event', eventId)} />
          <Tabs groups={VIEWS} value={view} onChange={(next) => setParam('view', next)} aria-label={`Views of the results of ${event.name}`}>
            <TabPanel value="overview">
              <EventResults key={event.id} event={event} questions={questions.data} />
            </TabPanel>
            <TabPanel value="consensus">
              <ConsensusView key={event.id} eventId={event.id} threshold={event.disagreementThreshold} groups={groupBySection(questions.data, event.id)} />
            </TabPanel>
            <TabPanel value="award">
              <AwardView key={event.id} event={event} questions={questions.data} />
            </TabPanel>
            <TabPanel value="how-sure">
              <HowSureView key={event.id} event={event} questions={questions.data} />
            </TabPanel>
            <TabPanel value="decision">
              <DecisionView key={event.id} event={event} />
            </TabPanel>
          </Tabs>
        </>
      ) : (
        <EmptyState title="No events found" text="Create an event, then its results show here once evaluators score it." />
      )}
    </section>
  );
}
