import {
  AGREEMENT_LABELS,
  agreementReading,
  EVALUATOR_FLAG_LABELS,
  flagDetail,
  FLAGS_ACCUSE_NO_ONE,
  gapSentence,
  NO_VOTE,
  priceWeightFlipSentence,
  scoreLabel,
  weightFlipSentence,
  type CellStatistics,
  type EvaluatorCalibration,
  type AwardVendor,
  type EventAgreement,
  type EventAward,
  type EventRobustness,
  type FirstPlaceChance,
  type RankedVendor,
} from '@vsp/contract';
import ExcelJS from 'exceljs';
import type { Knex } from 'knex';
import { today } from '../../lib/xlsx';
import { looksLikeFormula } from '../../lib/xlsx-rows';
import { agreementOf } from '../analysis/results/agreement';
import { awardOf } from '../analysis/results/award';
import { cellsOf } from '../analysis/results/cells';
import { resultsOf, type ResultsEvent } from '../analysis/results/event';
import { rankingOf } from '../analysis/results/ranking';
import { DEFAULT_ROBUSTNESS, robustnessOf } from '../analysis/results/robustness';
import { namedConsensusOf, type NamedConsensus } from '../consensus/service';

/*
 * The results of one event as one workbook, for the panel's decision meeting: the same figures as
 * the results screens, read on one snapshot, unrounded (the number formats round what is shown).
 * A few thousand rows at most (vendors × questions, and the evaluators), so the workbook is built
 * in memory, unlike the streamed exports of every score.
 */

const SCORE = '0.00';
const ALPHA = '0.000';
const PERCENT = '0%';
const PERCENT_TENTHS = '0.0%';
const DATE_TIME = 'yyyy-mm-dd hh:mm';

/** Fill of a flagged cell in the Matrix sheet: a light amber, readable in print. */
const FLAGGED_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFE08A' } };

interface QuestionRow {
  questionId: number;
  text: string;
  weight: number;
}

interface Results {
  event: ResultsEvent;
  questions: QuestionRow[];
  ranking: RankedVendor[];
  cells: CellStatistics[];
  agreement: EventAgreement;
  consensus: NamedConsensus[];
  award: EventAward;
  robustness: EventRobustness;
}

interface Column<Row> {
  header: string;
  width: number;
  value: (row: Row) => string | number | Date | null;
  numFmt?: string;
  /** Long text wraps within the column's width. */
  wrap?: boolean;
}

/** A sheet with a bold, frozen, filtered header and one row per item. Text is written as text values, which a spreadsheet never evaluates (see markFormulaLikeText). */
function addSheet<Row>(workbook: ExcelJS.Workbook, name: string, columns: Column<Row>[], rows: Row[]): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    style: { ...(column.numFmt && { numFmt: column.numFmt }), ...(column.wrap && { alignment: { wrapText: true, vertical: 'top' as const } }) },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row)));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: rows.length + 1, column: columns.length } };
  return sheet;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * The SpreadsheetML text format. exceljs writes no quote prefix (the mark the other exports give
 * formula-like text), so such a cell gets the text format instead: a spreadsheet keeps what is typed
 * into it, or confirmed unchanged, as text rather than evaluating it.
 */
const TEXT_FORMAT = '@';

/** Marks every text cell that a spreadsheet would take for a formula (vendor names, question texts, rationales…) as text. */
function markFormulaLikeText(sheet: ExcelJS.Worksheet): void {
  sheet.eachRow((row) =>
    row.eachCell((cell) => {
      if (typeof cell.value === 'string' && looksLikeFormula(cell.value)) cell.numFmt = TEXT_FORMAT;
    }),
  );
}

function rankingSheet(workbook: ExcelJS.Workbook, { ranking }: Results): void {
  addSheet<RankedVendor>(
    workbook,
    'Ranking',
    [
      { header: 'Rank', width: 8, value: (v) => v.rank },
      { header: 'Vendor', width: 28, value: (v) => v.name },
      { header: 'Weighted Score', width: 16, value: (v) => v.weightedScore, numFmt: SCORE },
      { header: 'Mean Score', width: 12, value: (v) => v.meanScore, numFmt: SCORE },
      { header: 'Median', width: 10, value: (v) => v.median, numFmt: SCORE },
      { header: 'Responses', width: 12, value: (v) => v.responses },
      { header: 'No Votes', width: 10, value: (v) => v.noVotes },
      { header: 'Coverage', width: 10, value: (v) => v.coverage, numFmt: PERCENT },
      { header: 'Normalised Score', width: 18, value: (v) => v.normalisedScore, numFmt: SCORE },
      { header: 'Normalised Rank', width: 16, value: (v) => v.normalisedRank },
      { header: 'Consensus Score', width: 16, value: (v) => v.consensusScore, numFmt: SCORE },
      { header: 'Consensus Rank', width: 16, value: (v) => v.consensusRank },
    ],
    ranking,
  );
}

/** Vendors (by rank) × questions: each cell's mean, flagged cells filled and annotated with their spread. */
function matrixSheet(workbook: ExcelJS.Workbook, { event, questions, ranking, cells }: Results): void {
  const byKey = new Map(cells.map((cell) => [`${cell.vendorId}:${cell.questionId}`, cell]));
  const cellOf = (vendor: RankedVendor, question: QuestionRow) => byKey.get(`${vendor.vendorId}:${question.questionId}`);
  const sheet = addSheet<RankedVendor>(
    workbook,
    'Matrix',
    [
      { header: 'Vendor', width: 28, value: (v) => v.name },
      ...questions.map(
        (question): Column<RankedVendor> => ({
          header: `${question.text} (weight ${question.weight})`,
          width: 18,
          value: (v) => cellOf(v, question)?.mean ?? null,
          numFmt: SCORE,
        }),
      ),
      { header: 'Weighted Score', width: 16, value: (v) => v.weightedScore, numFmt: SCORE },
    ],
    ranking,
  );
  ranking.forEach((vendor, index) => {
    questions.forEach((question, column) => {
      const cell = cellOf(vendor, question);
      if (!cell?.flagged) return;
      const target = sheet.getCell(index + 2, column + 2);
      target.fill = FLAGGED_FILL;
      target.note = `Flagged: ratings from ${cell.min} to ${cell.max}`;
    });
  });
  sheet.addRow([]);
  sheet.addRow([`Flagged cells (filled): at least 2 ratings, the highest and lowest ${event.disagreementThreshold} or more apart.`]);
}

function cellsSheet(workbook: ExcelJS.Workbook, { questions, ranking, cells }: Results): void {
  const vendorNames = new Map(ranking.map((vendor) => [vendor.vendorId, vendor.name]));
  const questionTexts = new Map(questions.map((question) => [question.questionId, question.text]));
  const counts = ([NO_VOTE, 1, 2, 3, 4, 5] as const).map(
    (score): Column<CellStatistics> => ({
      header: score === NO_VOTE ? 'Count No Vote' : `Count ${score} ${scoreLabel(score)}`,
      width: 12,
      value: (c) => c.histogram[score],
    }),
  );
  addSheet<CellStatistics>(
    workbook,
    'Cells',
    [
      { header: 'Vendor', width: 28, value: (c) => vendorNames.get(c.vendorId) ?? null },
      { header: 'Question', width: 40, value: (c) => questionTexts.get(c.questionId) ?? null },
      { header: 'Ratings', width: 10, value: (c) => c.ratings },
      { header: 'No Votes', width: 10, value: (c) => c.noVotes },
      { header: 'Mean', width: 10, value: (c) => c.mean, numFmt: SCORE },
      { header: 'Median', width: 10, value: (c) => c.median, numFmt: SCORE },
      { header: 'SD', width: 10, value: (c) => c.sd, numFmt: SCORE },
      { header: 'Min', width: 8, value: (c) => c.min },
      { header: 'Max', width: 8, value: (c) => c.max },
      ...counts,
      { header: 'Flagged', width: 10, value: (c) => yesNo(c.flagged) },
    ],
    cells,
  );
}

function evaluatorsSheet(workbook: ExcelJS.Workbook, { agreement }: Results): void {
  addSheet<EvaluatorCalibration>(
    workbook,
    'Evaluators',
    [
      { header: 'User ID', width: 10, value: (e) => e.userId },
      { header: 'Name', width: 28, value: (e) => e.name },
      { header: 'Ratings', width: 10, value: (e) => e.ratings },
      { header: 'Mean', width: 10, value: (e) => e.mean, numFmt: SCORE },
      { header: 'Leniency', width: 10, value: (e) => e.leniency, numFmt: SCORE },
    ],
    agreement.evaluators,
  );
}

interface AlphaRow {
  scope: string;
  alpha: number | null;
}

function agreementSheet(workbook: ExcelJS.Workbook, { questions, agreement }: Results): void {
  const texts = new Map(questions.map((question) => [question.questionId, question.text]));
  addSheet<AlphaRow>(
    workbook,
    'Agreement',
    [
      { header: 'Scope', width: 40, value: (r) => r.scope },
      { header: "Krippendorff's Alpha", width: 20, value: (r) => r.alpha, numFmt: ALPHA },
      { header: 'Reading', width: 12, value: (r) => (r.alpha === null ? null : AGREEMENT_LABELS[agreementReading(r.alpha)]) },
    ],
    [
      { scope: 'All questions', alpha: agreement.alpha },
      ...agreement.questions.map((q) => ({ scope: texts.get(q.questionId) ?? String(q.questionId), alpha: q.alpha })),
    ],
  );
}

/**
 * The panel's agreed scores, cell by cell beside the evaluators' mean, with the reason, who recorded
 * each and when. An agreed No Vote reads "No Vote": the cell is left out of the consensus score.
 */
function consensusSheet(workbook: ExcelJS.Workbook, { cells, consensus }: Results): void {
  const means = new Map(cells.map((cell) => [`${cell.vendorId}:${cell.questionId}`, cell.mean]));
  addSheet<NamedConsensus>(
    workbook,
    'Consensus',
    [
      { header: 'Vendor', width: 28, value: (k) => k.vendorName },
      { header: 'Question', width: 40, value: (k) => k.questionText },
      { header: "Evaluators' Mean", width: 16, value: (k) => means.get(`${k.vendorId}:${k.questionId}`) ?? null, numFmt: SCORE },
      { header: 'Consensus Score', width: 16, value: (k) => (k.score === NO_VOTE ? scoreLabel(NO_VOTE) : k.score) },
      { header: 'Rationale', width: 60, value: (k) => k.rationale, wrap: true },
      { header: 'Set By', width: 24, value: (k) => k.setByName },
      // Written in UTC: the header says so, since a spreadsheet shows a date without its zone.
      { header: 'Set At (UTC)', width: 18, value: (k) => k.setAt, numFmt: DATE_TIME },
    ],
    consensus,
  );
}

/**
 * The award: quality and price points by award rank, the excluded vendors after with every reason
 * (those an override keeps in say so), and the pending decisions.
 */
function awardSheet(workbook: ExcelJS.Workbook, { award, questions }: Results): void {
  const texts = new Map(questions.map((q) => [q.questionId, q.text]));
  const reasons = (vendor: AwardVendor) => vendor.reasons.map((reason) => (reason.overridden ? `${reason.detail} (overridden)` : reason.detail)).join('; ');
  const pending = (vendor: AwardVendor) =>
    vendor.pending.map((entry) => `${entry.kind === 'knockOut' ? 'Knock-out' : 'Minimum'} pending on '${texts.get(entry.questionId) ?? entry.questionId}'`).join('; ');
  addSheet<AwardVendor>(
    workbook,
    'Award',
    [
      { header: 'Award Rank', width: 11, value: (v) => v.awardRank },
      { header: 'Vendor', width: 28, value: (v) => v.name },
      { header: 'Quality Score', width: 14, value: (v) => v.qualityScore, numFmt: SCORE },
      { header: `Quality Points (of ${100 - award.priceWeight})`, width: 20, value: (v) => v.qualityPoints, numFmt: SCORE },
      { header: 'Price', width: 14, value: (v) => v.price, numFmt: '#,##0.00' },
      { header: `Price Points (of ${award.priceWeight})`, width: 18, value: (v) => v.pricePoints, numFmt: SCORE },
      { header: 'Total (of 100)', width: 14, value: (v) => v.totalPoints, numFmt: SCORE },
      { header: 'Excluded', width: 10, value: (v) => yesNo(v.excluded) },
      { header: 'Reasons', width: 60, value: reasons, wrap: true },
      { header: 'Pending', width: 40, value: pending, wrap: true },
    ],
    award.vendors,
  );
}

/**
 * How sure the award is (with the default seed and samples): each vendor still in with its chance of
 * first place and its gap to the leader split into the parts that make it, then in sentences the
 * gap's interval over the resamples, how far each weight and the price weight can move, and the
 * evaluator flags.
 */
function robustnessSheet(workbook: ExcelJS.Workbook, { award, questions, robustness }: Results): void {
  const names = new Map(award.vendors.map((vendor) => [vendor.vendorId, vendor.name]));
  const vendorName = (vendorId: number) => names.get(vendorId) ?? String(vendorId);
  const texts = new Map(questions.map((question) => [question.questionId, question.text]));
  const gaps = new Map(robustness.contributions.map((contribution) => [contribution.vendorId, contribution]));
  const weighted = robustness.weightFlips.map((flip) => flip.questionId);
  const sheet = addSheet<FirstPlaceChance>(
    workbook,
    'Robustness',
    [
      { header: 'Vendor', width: 28, value: (v) => vendorName(v.vendorId) },
      { header: 'Chance of First Place', width: 20, value: (v) => v.probability, numFmt: PERCENT_TENTHS },
      { header: 'Gap to the Leader', width: 18, value: (v) => gaps.get(v.vendorId)?.gap ?? null, numFmt: SCORE },
      ...weighted.map(
        (questionId, i): Column<FirstPlaceChance> => ({
          header: `Part: ${texts.get(questionId) ?? questionId}`,
          width: 18,
          value: (v) => gaps.get(v.vendorId)?.parts[i].points ?? null,
          numFmt: SCORE,
        }),
      ),
      { header: 'Part: Price', width: 14, value: (v) => gaps.get(v.vendorId)?.pricePoints ?? null, numFmt: SCORE },
    ],
    robustness.bootstrap.firstPlace,
  );
  const section = (title: string) => {
    sheet.addRow([]);
    sheet.addRow([title]).font = { bold: true };
  };
  const [runnerUp] = robustness.contributions;
  const { gapInterval, samples, seed } = robustness.bootstrap;
  section('How sure');
  if (robustness.leaderId === null || !runnerUp || !gapInterval) {
    sheet.addRow(['No leader: fewer than two vendors in the award have a total.']);
    return;
  }
  sheet.addRow([gapSentence(vendorName(robustness.leaderId), runnerUp.gap, gapInterval)]);
  sheet.addRow([`${samples.toLocaleString('en-GB')} resamples of the evaluators, from seed ${seed}.`]);
  section('Weights');
  for (const flip of robustness.weightFlips) {
    sheet.addRow([weightFlipSentence(texts.get(flip.questionId) ?? String(flip.questionId), flip.factor, flip.vendorId === null ? null : vendorName(flip.vendorId))]);
  }
  if (robustness.basis === 'award') {
    const flip = robustness.priceWeightFlip;
    sheet.addRow([priceWeightFlipSentence(award.priceWeight, flip && { priceWeight: flip.priceWeight, vendor: vendorName(flip.vendorId) })]);
  }
  section('Evaluator flags');
  sheet.addRow([FLAGS_ACCUSE_NO_ONE]);
  for (const flag of robustness.evaluatorFlags) sheet.addRow([flag.name, EVALUATOR_FLAG_LABELS[flag.kind], flagDetail(flag, vendorName)]);
}

/** The event's active questions in order, with their weights. */
async function questionsOf(trx: Knex.Transaction, event: ResultsEvent): Promise<QuestionRow[]> {
  const result = await trx.raw<{ rows: QuestionRow[] }>(
    `select id as "questionId", text, weight::float8 as weight from questions where event_id = ? and is_active order by "order", id`,
    [event.eventId],
  );
  return result.rows;
}

/** The results workbook of an event (sheets Ranking, Matrix, Cells, Evaluators, Agreement, Consensus, Award, Robustness); 404 for an unknown event. */
export async function resultsWorkbook(db: Knex, eventId: number): Promise<{ fileName: string; content: Buffer }> {
  const results = await resultsOf(
    db,
    eventId,
    async (trx, event): Promise<Results> => ({
      event,
      questions: await questionsOf(trx, event),
      ranking: await rankingOf(trx, event),
      cells: await cellsOf(trx, event),
      agreement: await agreementOf(trx, event),
      consensus: await namedConsensusOf(trx, event.eventId),
      award: await awardOf(trx, event),
      robustness: await robustnessOf(trx, event, DEFAULT_ROBUSTNESS),
    }),
  );
  const workbook = new ExcelJS.Workbook();
  for (const sheet of [rankingSheet, matrixSheet, cellsSheet, evaluatorsSheet, agreementSheet, consensusSheet, awardSheet, robustnessSheet]) sheet(workbook, results);
  workbook.eachSheet(markFormulaLikeText);
  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: `results-event-${results.event.eventId}-${today()}.xlsx`, content };
}
