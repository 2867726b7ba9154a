import {
  EVALUATOR_FLAG_LABELS,
  flagDetail,
  FLAGS_ACCUSE_NO_ONE,
  gapSentence,
  priceWeightFlipSentence,
  weightFlipSentence,
  type EvaluatorFlag,
  type EventRobustness,
  type FirstPlaceChance,
  type Question,
  type ScoringEvent,
} from '@vsp/contract';
import { Banner, EmptyState, ProgressBar, Stack, Table, Text, type TableColumn } from '@vsp/design-system';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { useEventAward } from '../api/award';
import { useEventRobustness } from '../api/robustness';
import { formatChance, formatGapPoints, gapPartsLargestFirst, type GapPartRow } from '../utils/robustness';
import { ViewPart } from './ViewPart';

/** What the totals are, in a sentence, and how the chances were found. */
function basisText({ basis, bootstrap }: EventRobustness): string {
  const totals = basis === 'award' ? "the award's total points out of 100" : 'the quality score (price carries no points)';
  return `Figured from ${totals}, over the vendors still in the award. The chances come from resampling the evaluators ${bootstrap.samples.toLocaleString('en-GB')} times: each time as many evaluators are drawn as there are, one drawn twice counting twice, and the totals are figured again.`;
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
    { key: 'percent', header: 'Percent', align: 'right', width: '96px', cell: (chance) => formatChance(chance.probability) },
  ];
  const partColumns: TableColumn<GapPartRow>[] = [
    { key: 'part', header: 'Part', cell: (part) => part.label },
    { key: 'points', header: 'Points', align: 'right', cell: (part) => formatGapPoints(part.points) },
  ];
  const flagColumns: TableColumn<EvaluatorFlag>[] = [
    { key: 'evaluator', header: 'Evaluator', cell: (flag) => flag.name },
    { key: 'flag', header: 'Flag', cell: (flag) => EVALUATOR_FLAG_LABELS[flag.kind] },
    { key: 'found', header: 'What it found', cell: (flag) => flagDetail(flag, vendorName) },
  ];
  const flipSentences = answer.weightFlips.map((flip) => ({
    key: flip.questionId,
    text: weightFlipSentence(questionText(flip.questionId), flip.factor, flip.vendorId === null ? null : vendorName(flip.vendorId)),
  }));
  const priceFlip = answer.priceWeightFlip;

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
          rows={gapPartsLargestFirst(runnerUp, questionText, answer.basis === 'award')}
          getRowId={(part) => part.key}
        />
      </ViewPart>
      <ViewPart title="How far the weights can move" description="Each weight on its own, the others as they are, up to 100 times as much or down to nothing.">
        <Stack as="ul" gap={2}>
          {flipSentences.map((sentence) => (
            <li key={sentence.key}>{sentence.text}.</li>
          ))}
          {answer.basis === 'award' && (
            <li>{priceWeightFlipSentence(award.data.priceWeight, priceFlip && { priceWeight: priceFlip.priceWeight, vendor: vendorName(priceFlip.vendorId) })}.</li>
          )}
        </Stack>
      </ViewPart>
      <ViewPart
        title="Evaluator flags"
        description="A straight line: at least 5 ratings, all the same. Pivotal: without their scores another vendor would lead. Opposite: their ratings run against the other evaluators' means of the same cells."
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
