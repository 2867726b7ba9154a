import {
  chancePercent,
  evaluatorScoresPagePath,
  EVALUATOR_FLAG_LABELS,
  flagDetail,
  FLAGS_ACCUSE_NO_ONE,
  flipSentences,
  gapSentence,
  totalsSentence,
  type EvaluatorFlag,
  type EventRobustness,
  type FirstPlaceChance,
  type Question,
  type ScoringEvent,
} from '@vsp/contract';
import { Banner, EmptyState, ProgressBar, Stack, Table, Text, TextLink, type TableColumn } from '@vsp/design-system';
import { Link } from 'react-router-dom';
import { ScoreBars } from '../../../lib/components/ScoreBars';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { useEventAward } from '../api/award';
import { useEventRobustness } from '../api/robustness';
import { formatGapPoints, gapPartsLargestFirst, type GapPartRow } from '../utils/robustness';
import { ViewPart } from './ViewPart';

/** What the totals are, in a sentence, and how the chances were found. */
function basisText({ basis, bootstrap }: EventRobustness): string {
  return `${totalsSentence(basis)}. The chances come from resampling the evaluators ${bootstrap.samples.toLocaleString('en-GB')} times: each time as many evaluators are drawn as there are, one drawn twice counting twice, and the totals are figured again.`;
}

export interface HowSureViewProps {
  event: ScoringEvent;
  questions: readonly Question[];
}

/**
 * How sure the award of one event is: each vendor's chance of first place and the leader's gap over
 * the resamples, what made the gap to the runner-up, how far each weight and the price weight can
 * move before the leader changes, and the evaluators whose scores show a pattern worth a look.
 */
export function HowSureView({ event, questions }: HowSureViewProps) {
  const robustness = useEventRobustness(event.id);
  const award = useEventAward(event.id);

  const failed = [robustness, award].find((query) => query.error);
  if (failed) return <LoadError what="how sure the award is" error={failed.error} onRetry={() => void failed.mutate()} />;
  if (!robustness.data || !award.data) return <TabSkeleton label="Loading how sure the award is..." />;

  const answer = robustness.data;
  const [runnerUp] = answer.contributions;
  if (answer.leaderId === null || !runnerUp || !answer.bootstrap.gapInterval) {
    return <EmptyState title="No leader yet" text="How sure the award is shows once at least two vendors in the award have a total." />;
  }
  const names = new Map(award.data.vendors.map((vendor) => [vendor.vendorId, vendor.name]));
  const vendorName = (vendorId: number) => names.get(vendorId) ?? `Vendor ${vendorId}`;
  const texts = new Map(questions.map((question) => [question.id, question.text]));
  const questionText = (questionId: number) => texts.get(questionId) ?? `Question ${questionId}`;
  const leader = vendorName(answer.leaderId);
  const second = vendorName(runnerUp.vendorId);

  const chanceColumns: TableColumn<FirstPlaceChance>[] = [
    { key: 'vendor', header: 'Vendor', cell: (chance) => vendorName(chance.vendorId) },
    {
      key: 'chance',
      header: 'Chance of first place',
      cell: (chance) => <ProgressBar value={chance.probability * 100} label={`Chance that ${vendorName(chance.vendorId)} comes first`} showValue={false} />,
    },
    { key: 'percent', header: 'Percent', align: 'right', width: '96px', cell: (chance) => chancePercent(chance.probability) },
  ];
  const partColumns: TableColumn<GapPartRow>[] = [
    { key: 'part', header: 'Part', cell: (part) => part.label },
    { key: 'points', header: 'Points', align: 'right', cell: (part) => formatGapPoints(part.points) },
  ];
  const flagColumns: TableColumn<EvaluatorFlag>[] = [
    {
      key: 'evaluator',
      header: 'Evaluator',
      cell: (flag) => (
        <TextLink as={Link} to={evaluatorScoresPagePath(event.id, flag.userId)}>
          {flag.name}
        </TextLink>
      ),
    },
    { key: 'flag', header: 'Flag', cell: (flag) => EVALUATOR_FLAG_LABELS[flag.kind] },
    { key: 'found', header: 'What it found', cell: (flag) => flagDetail(flag, vendorName) },
  ];
  const flips = flipSentences(answer, award.data.priceWeight, { vendor: vendorName, question: questionText });
  const parts = gapPartsLargestFirst(runnerUp, questionText, answer.basis === 'award');

  return (
    <Stack gap={8}>
      <Text tone="muted">{basisText(answer)}</Text>
      <ViewPart title="Chance of first place">
        <Table
          caption="Chance of first place per vendor"
          captionHidden
          columns={chanceColumns}
          rows={answer.bootstrap.firstPlace}
          getRowId={(chance) => chance.vendorId}
        />
        <Text>{gapSentence(leader, runnerUp.gap, answer.bootstrap.gapInterval)}.</Text>
      </ViewPart>
      <ViewPart
        title="What decided it"
        description={`The parts of ${leader}'s lead over ${second}, largest first: a part above 0 is in ${leader}'s favour, one below 0 in ${second}'s.`}
      >
        <Table
          caption={`Parts of ${leader}'s lead over ${second}`}
          captionHidden
          columns={partColumns}
          rows={parts}
          getRowId={(part) => part.key}
        />
        <ScoreBars
          signed
          bars={parts.map((part) => ({ name: part.label, score: part.points }))}
          label={`Bar chart of the parts of ${leader}'s lead over ${second}, in points, largest first: right of 0 in ${leader}'s favour, left of 0 in ${second}'s; the table lists each part.`}
        />
      </ViewPart>
      <ViewPart title="How far the weights can move" description="Each weight on its own, the others as they are, up to 100 times as much or down to nothing.">
        <Stack as="ul" gap={2}>
          {flips.map((sentence, index) => (
            // One sentence per weighted question in grid order, then the price's: the order is the identity.
            <li key={index}>{sentence}.</li>
          ))}
        </Stack>
      </ViewPart>
      <ViewPart
        title="Evaluator flags"
        description="A straight line: at least 5 ratings, all the same. Pivotal: without their scores another vendor would lead. Opposite: their ratings run against the other evaluators' means of the same cells. Each name opens that evaluator's scores in this event."
      >
        <Banner variant="info">{FLAGS_ACCUSE_NO_ONE}</Banner>
        <Table
          caption="Evaluator flags"
          captionHidden
          columns={flagColumns}
          rows={answer.evaluatorFlags}
          getRowId={(flag) => `${flag.userId}:${flag.kind}`}
          emptyState="No evaluator's scores show any of these patterns."
        />
      </ViewPart>
    </Stack>
  );
}
