import {
  firstPlaceSentence,
  flipSentences,
  gapSentence,
  NO_LEADER_SENTENCE,
  NO_VOTE,
  PRICE_FORMULA_TEXTS,
  QUESTION_KIND_LABELS,
  totalsSentence,
  type AwardVendor,
} from '@vsp/contract';
import { figure, PdfWriter } from './pdf';
import { alphaInWords, type DecisionForRecord, type ReportRecord } from './record';

/*
 * The evaluation report of an event: what was evaluated, by whom, how the vendors scored and why
 * each left the award, and the decision. Evaluators are named in the panel and declaration sections
 * only, never beside a score.
 */

const day = (iso: string) => iso.slice(0, 10);

function awardRows(vendors: AwardVendor[]): string[][] {
  return vendors
    .filter((vendor) => !vendor.excluded)
    .map((vendor) => [
      String(vendor.awardRank ?? '–'),
      vendor.name,
      figure(vendor.qualityScore),
      figure(vendor.qualityPoints),
      figure(vendor.price),
      figure(vendor.pricePoints),
      figure(vendor.totalPoints),
    ]);
}

/**
 * How sure the award is, in the sentences of the How sure view and the workbook: what the totals
 * are, the leader's gap and its interval, how often the leader comes first, and how far each
 * weight and the price weight can move. The evaluator flags are left out: the report names no
 * evaluator beside their scores.
 */
function howSureParagraph({ robustness, criteria, award }: ReportRecord, nameOf: (vendorId: number) => string): string {
  const [runnerUp] = robustness.contributions;
  const { gapInterval, firstPlace } = robustness.bootstrap;
  if (robustness.leaderId === null || !runnerUp || !gapInterval) return `${NO_LEADER_SENTENCE}.`;
  const leader = nameOf(robustness.leaderId);
  const chance = firstPlace.find((vendor) => vendor.vendorId === robustness.leaderId)?.probability ?? 0;
  const questionText = (questionId: number) => criteria.find((criterion) => criterion.questionId === questionId)?.text ?? `question ${questionId}`;
  return [
    totalsSentence(robustness.basis),
    gapSentence(leader, runnerUp.gap, gapInterval),
    firstPlaceSentence(leader, chance, robustness.bootstrap),
    ...flipSentences(robustness, award.priceWeight, { vendor: nameOf, question: questionText }),
  ]
    .map((sentence) => `${sentence}.`)
    .join(' ');
}

/** The report's PDF: a draft while the decision is not approved. */
export function evaluationReport(record: ReportRecord, decision: DecisionForRecord): Promise<Buffer> {
  const { event, award } = record;
  const pdf = new PdfWriter(`Evaluation report: ${event.name}`, { draft: decision.state !== 'approved' });
  const nameOf = (vendorId: number) => award.vendors.find((vendor) => vendor.vendorId === vendorId)?.name ?? `vendor ${vendorId}`;
  pdf.title(record.siteName, `Evaluation report: ${event.name}`, record.siteLogo);

  pdf.heading('The event').facts([
    ['Name', event.name],
    ['Dates', `${event.startDate ?? '–'} to ${event.endDate ?? '–'}`],
    ['Status', event.status],
  ]);

  pdf.heading('Criteria');
  pdf.table(
    ['Section', 'Criterion', 'Kind', 'Weight', 'Minimum'],
    record.criteria.map((criterion) => [
      criterion.section ?? '–',
      criterion.text,
      QUESTION_KIND_LABELS[criterion.kind],
      criterion.kind === 'scale' ? String(criterion.weight) : 'none',
      figure(criterion.minimum),
    ]),
    [2, 5, 2, 1, 1],
  );
  pdf.paragraph(
    event.priceWeight > 0
      ? `Price carries ${event.priceWeight} of the 100 points and quality ${100 - event.priceWeight}; ${PRICE_FORMULA_TEXTS[event.priceFormula].description}`
      : 'Price is not scored: quality carries all 100 points.',
  );

  pdf.heading('The panel').facts([
    ['Evaluators with access', String(record.panel.withAccess)],
    ['Evaluators who scored', String(record.panel.scored)],
    ['Submitted their evaluation', record.panel.submitted.length > 0 ? record.panel.submitted.join(', ') : 'nobody'],
  ]);
  pdf.heading('Declared conflicts of interest');
  if (record.conflicts.length === 0) pdf.paragraph('No evaluator declared a conflict of interest.');
  for (const conflict of record.conflicts) pdf.paragraph(`${conflict.vendorName}: ${conflict.names.join(', ')} (their scores of this vendor count nowhere).`);

  pdf.heading('Award');
  pdf.table(['Rank', 'Vendor', 'Quality score', 'Quality points', 'Price', 'Price points', 'Total'], awardRows(award.vendors), [1, 4, 2, 2, 2, 2, 2]);
  const excluded = award.vendors.filter((vendor) => vendor.excluded);
  pdf.heading('Excluded vendors');
  if (excluded.length === 0) pdf.paragraph('No vendor was excluded.');
  for (const vendor of excluded) pdf.paragraph(`${vendor.name}: ${vendor.reasons.map((reason) => reason.detail).join('; ')}.`);
  const overridden = award.vendors.filter((vendor) => vendor.reasons.some((reason) => reason.overridden));
  for (const vendor of overridden) {
    pdf.paragraph(`${vendor.name} was kept in the award by an administrator over: ${vendor.reasons.filter((reason) => reason.overridden).map((reason) => reason.detail).join('; ')}.`);
  }
  for (const override of record.overrides) {
    pdf.paragraph(`Override for ${nameOf(override.vendorId)} (${override.include ? 'kept in' : 'excluded'}): ${override.rationale}`);
  }

  pdf.heading('Agreed scores');
  if (record.agreed.length === 0) pdf.paragraph('The panel agreed no score.');
  for (const agreed of record.agreed) {
    pdf.paragraph(`${agreed.vendorName}, '${agreed.questionText}': ${agreed.score === NO_VOTE ? 'No Vote' : agreed.score}. ${agreed.rationale}`);
  }

  pdf.heading('Agreement between the evaluators');
  pdf.paragraph(`Krippendorff's alpha (interval) over the event: ${alphaInWords(record.agreement.alpha)}.`);

  pdf.heading('How sure the award is');
  pdf.paragraph(howSureParagraph(record, nameOf));

  pdf.heading('Recommendation');
  if (!decision.recommendation) pdf.paragraph('No vendor is recommended yet.');
  else {
    const first = award.vendors[0];
    pdf.facts([
      ['Recommended vendor', nameOf(decision.recommendation.vendorId)],
      ['By', `${decision.recommendation.byName ?? 'a deleted user'}, ${day(decision.recommendation.at)}`],
    ]);
    if (first && first.vendorId !== decision.recommendation.vendorId) {
      pdf.paragraph(`The recommended vendor is not the award's first (${first.name}); the rationale says why.`);
    }
    pdf.paragraph(`Rationale: ${decision.recommendation.rationale}`);
  }
  pdf.heading('Approval');
  if (!decision.approval) pdf.paragraph('Not approved yet.');
  else {
    pdf.facts([
      ['Approved by', `${decision.approval.byName ?? 'a deleted user'}, ${day(decision.approval.at)}`],
      ['Comment', decision.approval.comment ?? '–'],
    ]);
  }
  return pdf.bytes();
}
