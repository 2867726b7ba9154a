import { FAIL_SCORE, PASS_SCORE, type QuestionKind } from '@vsp/contract';
import type { Knex } from 'knex';
import { countingRules, eventScores, idArray, ofUserWithAccess, onCountedCell } from './counted';
import type { ResultsEvent } from './event';

/*
 * How sure the award is asks what it would be with other evaluators: resampled, or one left out.
 * That needs each evaluator's own counted answers cell by cell, which one statement groups by
 * evaluator, one row each, with the counting rules of every result: users with access, active
 * vendors and questions, and no score of a vendor the evaluator declared a conflict with. Those
 * conflicts are few pairs of a user and a vendor; their answers are left out here, as the rows are
 * read, rather than testing every score against them in the pass (see counted.ts).
 *
 * The cells are numbered over the grid of the active vendors by id × the active questions by id:
 * cell = vendor position × questions + question position.
 */

/** An answer is a score of 1 to 5 (a No Vote is no answer here): cell × 8 + score carries both in one integer. */
const SCORE_BITS = 3;

export interface PanelQuestion {
  questionId: number;
  kind: QuestionKind;
  weight: number;
}

/** One evaluator's counted answers (1 to 5): the cells, and the score in each. */
export interface EvaluatorAnswers {
  userId: number;
  name: string;
  cells: number[];
  scores: number[];
}

/** What the counted answers of each cell add up to, indexed by cell. */
export interface CellSums {
  ratingSum: Float64Array;
  ratings: Float64Array;
  /** Pass (5) and Fail (1) answers, which the knock-outs count. */
  passes: Float64Array;
  fails: Float64Array;
}

interface PanelRows {
  /** The active questions in grid order (order, id). */
  questions: PanelQuestion[];
  evaluators: { userId: number; name: string; codes: number[] }[];
  declared: { userId: number; vendorId: number }[];
}

export class Panel {
  /** The active scale questions, which carry weight, in grid order. */
  readonly weighted: PanelQuestion[];
  /** Every user with access with a counted answer of 1 to 5 in the event, by name. */
  readonly evaluators: EvaluatorAnswers[];
  private readonly cellCount: number;
  private readonly vendorPositions: Map<number, number>;
  private readonly questionPositions: Map<number, number>;
  private readonly kinds: QuestionKind[];
  private readonly weightedPositions: number[];

  constructor(
    private readonly event: ResultsEvent,
    rows: PanelRows,
  ) {
    this.weighted = rows.questions.filter((question) => question.kind === 'scale');
    this.vendorPositions = new Map(event.vendorIds.map((id, position) => [id, position]));
    this.questionPositions = new Map(event.questionIds.map((id, position) => [id, position]));
    this.cellCount = event.vendorIds.length * event.questionIds.length;
    const kindOf = new Map(rows.questions.map((question) => [question.questionId, question.kind]));
    this.kinds = event.questionIds.map((id) => kindOf.get(id)!);
    this.weightedPositions = this.weighted.map((question) => this.questionPositions.get(question.questionId)!);
    const declared = new Set(rows.declared.map((pair) => `${pair.userId}:${pair.vendorId}`));
    this.evaluators = rows.evaluators
      .map(({ userId, name, codes }) => {
        const answers: EvaluatorAnswers = { userId, name, cells: [], scores: [] };
        for (const code of codes) {
          const cell = code >> SCORE_BITS;
          if (declared.has(`${userId}:${this.vendorOfCell(cell)}`)) continue;
          answers.cells.push(cell);
          answers.scores.push(code & ((1 << SCORE_BITS) - 1));
        }
        return answers;
      })
      .filter((answers) => answers.cells.length > 0);
  }

  /** Whether the vendor and the question are active, so on the grid. */
  inGrid(vendorId: number, questionId: number): boolean {
    return this.vendorPositions.has(vendorId) && this.questionPositions.has(questionId);
  }

  /** The cell of a vendor on a question of the grid. */
  cellOf(vendorId: number, questionId: number): number {
    return this.vendorPositions.get(vendorId)! * this.event.questionIds.length + this.questionPositions.get(questionId)!;
  }

  /** The cells of a vendor on the weighted questions, in their order. */
  weightedCellsOf(vendorId: number): number[] {
    const first = this.vendorPositions.get(vendorId)! * this.event.questionIds.length;
    return this.weightedPositions.map((position) => first + position);
  }

  private vendorOfCell(cell: number): number {
    return this.event.vendorIds[Math.floor(cell / this.event.questionIds.length)];
  }

  /** Whether a cell is on a scale question: its answers are ratings that the quality score averages. */
  isRated(cell: number): boolean {
    return this.kinds[cell % this.event.questionIds.length] === 'scale';
  }

  /** Every cell's counted answers added up. */
  sums(): CellSums {
    const sums: CellSums = {
      ratingSum: new Float64Array(this.cellCount),
      ratings: new Float64Array(this.cellCount),
      passes: new Float64Array(this.cellCount),
      fails: new Float64Array(this.cellCount),
    };
    for (const evaluator of this.evaluators) addAnswers(sums, evaluator, 1);
    return sums;
  }
}

/**
 * What `figure` gives from `sums` less the answers of `evaluator`: they are taken out of `sums` for
 * the while and put back after (a copy of every cell's sums per evaluator took longer than the
 * figures).
 */
export function withoutEvaluator<T>(sums: CellSums, evaluator: EvaluatorAnswers, figure: (sums: CellSums) => T): T {
  addAnswers(sums, evaluator, -1);
  try {
    return figure(sums);
  } finally {
    addAnswers(sums, evaluator, 1);
  }
}

function addAnswers({ ratingSum, ratings, passes, fails }: CellSums, { cells, scores }: EvaluatorAnswers, sign: 1 | -1): void {
  // Read once: an imported binding read per answer (a getter, once compiled to CommonJS) took 30 times the loop's own time.
  const [pass, fail] = [PASS_SCORE, FAIL_SCORE];
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i];
    const score = scores[i];
    ratingSum[cell] += sign * score;
    ratings[cell] += sign;
    if (score === pass) passes[cell] += sign;
    if (score === fail) fails[cell] += sign;
  }
}

/** Every evaluator's counted answers in the event, one statement grouping the scores by evaluator. */
export async function panelOf(trx: Knex.Transaction, event: ResultsEvent): Promise<Panel> {
  const position = (ids: number[], id: string) => `(array_position(${idArray(ids)}, ${id}) - 1)`;
  const cell = `${position(event.vendorIds, 's.vendor_id')} * ${event.questionIds.length} + ${position(event.questionIds, 's.question_id')}`;
  const result = await trx.raw<{ rows: { panel: PanelRows }[] }>(`
    with ${countingRules(event)},
    answers as (
      select s.user_id, array_agg((${cell}) * ${1 << SCORE_BITS} + s.score) as codes
      from (${eventScores(event, `s.score > 0 and ${onCountedCell(event, 's')} and ${ofUserWithAccess(event, 's')}`)}) s
      group by s.user_id
    )
    select json_build_object(
      'questions', (select coalesce(json_agg(json_build_object('questionId', q.id, 'kind', q.kind, 'weight', q.weight::float8) order by q."order", q.id), '[]')
        from questions q where q.id = any(${idArray(event.questionIds)})),
      'evaluators', (select coalesce(json_agg(json_build_object('userId', a.user_id, 'name', u.name, 'codes', a.codes) order by u.name, a.user_id), '[]')
        from answers a join users u on u.id = a.user_id),
      'declared', (select coalesce(json_agg(json_build_object('userId', k.user_id, 'vendorId', k.vendor_id)), '[]') from declared k)
    ) as panel`);
  return new Panel(event, result.rows[0].panel);
}
