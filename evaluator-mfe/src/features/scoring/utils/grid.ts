import type { Score } from '@vsp/contract';

export interface CellPosition {
  row: number;
  col: number;
}

export type GridMove = 'left' | 'right' | 'up' | 'down' | 'rowStart' | 'rowEnd';

export const cellKey = (questionId: number, vendorId: number) => `${questionId}:${vendorId}`;

/** The user's score of each cell, by question and vendor. */
export function indexScores(scores: readonly Score[]): Map<string, Score> {
  return new Map(scores.map((score) => [cellKey(score.questionId, score.vendorId), score]));
}

/**
 * While the event is Active every cell opens (to score it); otherwise only a scored cell opens,
 * read-only, and the rest are disabled.
 */
export function canOpenCell(readOnly: boolean, score: Score | undefined): boolean {
  return !readOnly || score !== undefined;
}

/** A cell with comments gets the comment marker. */
export function hasComments(score: Score | undefined): boolean {
  return Boolean(score?.comments?.trim());
}

/** The saved score in place of the old one for the same cell, or added. */
export function upsertScore(scores: readonly Score[] | undefined, saved: Score): Score[] {
  const rest = (scores ?? []).filter((s) => !(s.questionId === saved.questionId && s.vendorId === saved.vendorId));
  return [...rest, saved];
}

export function firstOpenCell(rows: number, cols: number, isOpen: (cell: CellPosition) => boolean): CellPosition | null {
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      if (isOpen({ row, col })) return { row, col };
    }
  }
  return null;
}

/**
 * Where an arrow, Home or End key takes the focus: the nearest cell in that direction that can be
 * opened (disabled cells cannot hold focus), or null at the edge.
 */
export function nextOpenCell(
  from: CellPosition,
  move: GridMove,
  rows: number,
  cols: number,
  isOpen: (cell: CellPosition) => boolean,
): CellPosition | null {
  const walk = (start: CellPosition, step: CellPosition): CellPosition | null => {
    for (let cell = start; cell.row >= 0 && cell.row < rows && cell.col >= 0 && cell.col < cols; ) {
      if (isOpen(cell)) return cell;
      cell = { row: cell.row + step.row, col: cell.col + step.col };
    }
    return null;
  };
  switch (move) {
    case 'left':
      return walk({ row: from.row, col: from.col - 1 }, { row: 0, col: -1 });
    case 'right':
      return walk({ row: from.row, col: from.col + 1 }, { row: 0, col: 1 });
    case 'up':
      return walk({ row: from.row - 1, col: from.col }, { row: -1, col: 0 });
    case 'down':
      return walk({ row: from.row + 1, col: from.col }, { row: 1, col: 0 });
    case 'rowStart':
      return walk({ row: from.row, col: 0 }, { row: 0, col: 1 });
    case 'rowEnd':
      return walk({ row: from.row, col: cols - 1 }, { row: 0, col: -1 });
  }
}

export const keyMoves: Record<string, GridMove> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'rowStart',
  End: 'rowEnd',
};

/** How the scoring screen writes a day: "March 5, 2025". */
const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/** "March 5, 2025" from the API's YYYY-MM-DD, read as a calendar date so no time zone shifts the day. */
export function formatEventDate(date: string | null): string | null {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})/.exec(date) : null;
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  return new Intl.DateTimeFormat('en-US', { ...LONG_DATE, timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** "March 5, 2025": the day, in the browser's time zone, of a moment such as when an evaluation was submitted. */
export function formatDay(timestamp: string): string {
  return new Intl.DateTimeFormat('en-US', LONG_DATE).format(new Date(timestamp));
}
