import { LIMITS, NO_VOTE, SCORE_SCALE, scoreLabel, type CellStatistics, type ConsensusPayload, type ConsensusScore, type Question, type RankedVendor } from '@vsp/contract';
import { collectErrors, maxLength, required, type FieldErrors } from '../../../lib/forms';
import { cellLookup } from './matrix';

/** One cell the panel may moderate: a vendor on a question, its statistics and the score agreed for it. */
export interface ModerationCell {
  key: string;
  vendorId: number;
  vendorName: string;
  question: Question;
  /** Undefined when nobody who counts has scored the cell. */
  cell: CellStatistics | undefined;
  consensus: ConsensusScore | undefined;
}

export const moderationKey = (vendorId: number, questionId: number) => `${vendorId}:${questionId}`;

/**
 * Every cell of the grid, vendors in the ranking's order by the questions in the heat map's: the
 * flagged cells first, where the panel must talk, then all the others, a cell nobody rated included
 * (the panel may agree a score for it too).
 */
export function moderationCells(
  vendors: readonly Pick<RankedVendor, 'vendorId' | 'name'>[],
  questions: readonly Question[],
  cells: readonly CellStatistics[],
  consensus: readonly ConsensusScore[],
): ModerationCell[] {
  const cellOf = cellLookup(cells);
  const agreed = new Map(consensus.map((row) => [moderationKey(row.vendorId, row.questionId), row]));
  const all = vendors.flatMap((vendor) =>
    questions.map((question): ModerationCell => {
      const key = moderationKey(vendor.vendorId, question.id);
      return { key, vendorId: vendor.vendorId, vendorName: vendor.name, question, cell: cellOf(vendor.vendorId, question.id), consensus: agreed.get(key) };
    }),
  );
  return [...all.filter((entry) => entry.cell?.flagged), ...all.filter((entry) => !entry.cell?.flagged)];
}

export const CELL_FILTERS = [
  { value: 'all', label: 'All cells, flagged first' },
  { value: 'flagged', label: 'Flagged cells only' },
  { value: 'agreed', label: 'Cells with a consensus score' },
] as const;

export type CellFilter = (typeof CELL_FILTERS)[number]['value'];

export function filterCells(cells: readonly ModerationCell[], filter: CellFilter): ModerationCell[] {
  if (filter === 'flagged') return cells.filter((entry) => entry.cell?.flagged);
  if (filter === 'agreed') return cells.filter((entry) => entry.consensus);
  return [...cells];
}

/** An agreed score as the screens say it: "4 · Very Good", or "No Vote". */
export const consensusText = (score: number): string => (score === NO_VOTE ? scoreLabel(score) : `${score} · ${scoreLabel(score)}`);

/** The choices of the consensus form: the 1 to 5 scale, best first, then No Vote. */
export const CONSENSUS_OPTIONS = [...SCORE_SCALE.map((entry) => entry.value), NO_VOTE].map((score) => ({ value: String(score), label: consensusText(score) }));

/** The consensus form's fields: the score as its select holds it ("" before one is chosen) and the rationale. */
export interface ConsensusFormValues {
  score: string;
  rationale: string;
}

export const consensusFormValues = (agreed: ConsensusScore | undefined): ConsensusFormValues => ({
  score: agreed ? String(agreed.score) : '',
  rationale: agreed?.rationale ?? '',
});

export function validateConsensus(values: ConsensusFormValues): FieldErrors<keyof ConsensusFormValues> {
  return collectErrors<keyof ConsensusFormValues>({
    score: [required(values.score, 'Choose the agreed score')],
    rationale: [required(values.rationale, 'Write why the panel agreed this score'), maxLength(values.rationale, LIMITS.consensus.rationale, 'Rationale')],
  });
}

export const toConsensusPayload = (values: ConsensusFormValues): ConsensusPayload => ({ score: Number(values.score), rationale: values.rationale.trim() });

export interface RankMove {
  /** "▲2" or "▼1", shown to the eye. */
  symbol: string;
  /** The same in words, for screen readers: "Up 2 places with the consensus scores, from rank 3". */
  label: string;
}

/** How far the agreed scores move a vendor in the ranking, or null when its place stays (or either rank is missing). */
export function rankMove({ rank, consensusRank }: Pick<RankedVendor, 'rank' | 'consensusRank'>): RankMove | null {
  if (rank === null || consensusRank === null || rank === consensusRank) return null;
  const places = Math.abs(rank - consensusRank);
  const noun = places === 1 ? 'place' : 'places';
  return rank > consensusRank
    ? { symbol: `▲${places}`, label: `Up ${places} ${noun} with the consensus scores, from rank ${rank}` }
    : { symbol: `▼${places}`, label: `Down ${places} ${noun} with the consensus scores, from rank ${rank}` };
}

/** The number of pages of `total` items, at least 1 so an empty list still reads "Page 1 of 1". */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** The items of page `page` (from 0), the page kept within the list. */
export function pageOf<T>(items: readonly T[], page: number, size: number): { rows: T[]; page: number } {
  const within = Math.min(Math.max(0, page), pageCount(items.length, size) - 1);
  return { rows: items.slice(within * size, (within + 1) * size), page: within };
}
