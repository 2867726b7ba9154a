import type { ScoreHistogram } from '@vsp/contract';

/*
 * Statistics of a set of ratings from its counts alone, as SQL expressions over the columns
 * `ratings`, `rating_sum`, `rating_squares` and `count_1`..`count_5` of a row (cells, or a vendor's
 * cells added up): a rating is one of five values, so the counts hold the whole sorted list.
 */

export const RATINGS = [1, 2, 3, 4, 5] as const;

/** The count columns of a relation, `count_1`..`count_5`. */
export const COUNT_COLUMNS = RATINGS.map((rating) => `count_${rating}`);

/** SQL: the rating at position `position` (from 1) of the sorted ratings. */
function ratingAt(position: string, row: string): string {
  const upTo = (rating: number) => RATINGS.filter((r) => r <= rating).map((r) => `${row}count_${r}`).join(' + ');
  return `case ${RATINGS.slice(0, -1).map((rating) => `when ${position} <= ${upTo(rating)} then ${rating}`).join(' ')} else ${RATINGS.at(-1)} end`;
}

/** SQL: the mean of the ratings; null without any. */
export function meanOf(row = ''): string {
  return `(${row}rating_sum::float8 / nullif(${row}ratings, 0))`;
}

/** SQL: the middle rating, or the mean of the two middle ones for an even count; null without any. */
export function medianOf(row = ''): string {
  const n = `${row}ratings`;
  return `(case when ${n} > 0 then (${ratingAt(`(${n} + 1) / 2`, row)} + ${ratingAt(`${n} / 2 + 1`, row)}) / 2.0 end)::float8`;
}

/**
 * SQL: the sample standard deviation (n − 1), null below 2 ratings. The spread n·Σx² − (Σx)² is
 * an exact integer, so equal ratings give exactly 0.
 */
export function sdOf(row = ''): string {
  const n = `${row}ratings::bigint`;
  return `(case when ${n} >= 2 then sqrt((${n} * ${row}rating_squares - ${row}rating_sum * ${row}rating_sum)::float8 / (${n} * (${n} - 1))) end)`;
}

/** SQL: the lowest rating; null without any. */
export function lowestOf(row = ''): string {
  return `(case ${RATINGS.map((rating) => `when ${row}count_${rating} > 0 then ${rating}`).join(' ')} end)`;
}

/** SQL: the highest rating; null without any. */
export function highestOf(row = ''): string {
  return `(case ${[...RATINGS].reverse().map((rating) => `when ${row}count_${rating} > 0 then ${rating}`).join(' ')} end)`;
}

/** SQL: the histogram as an array of counts of 0 (No Vote) to 5, which `histogram` keys for the answer. */
export function countsOf(row = ''): string {
  return `array[${row}no_votes, ${COUNT_COLUMNS.map((column) => `${row}${column}`).join(', ')}]::int[]`;
}

/** The counts of 0 (No Vote) to 5 as the answer's histogram, keyed "0" to "5". */
export function histogram(counts: readonly number[]): ScoreHistogram {
  const [noVotes, c1, c2, c3, c4, c5] = counts;
  return { '0': noVotes, '1': c1, '2': c2, '3': c3, '4': c4, '5': c5 };
}
