import { ratingOf, type CellStatistics, type Question, type Rating } from '@vsp/contract';
import { formatScore } from './format';

export interface SectionGroup {
  /** The section's name, or null for the questions without one. */
  section: string | null;
  questions: Question[];
}

export const NO_SECTION_LABEL = 'No section';

/**
 * The event's active questions in their order, grouped by section; a section sits where its first
 * question is, so the heat map's columns keep the order the evaluators see.
 */
export function groupBySection(questions: readonly Question[], eventId: number): SectionGroup[] {
  const groups = new Map<string | null, Question[]>();
  questions
    .filter((question) => question.eventId === eventId && question.isActive)
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .forEach((question) => {
      const section = question.section?.trim() || null;
      groups.set(section, [...(groups.get(section) ?? []), question]);
    });
  return [...groups].map(([section, grouped]) => ({ section, questions: grouped }));
}

const cellKey = (vendorId: number, questionId: number) => `${vendorId}:${questionId}`;

/** The statistics of one vendor and question, found by their ids. */
export function cellLookup(cells: readonly CellStatistics[]): (vendorId: number, questionId: number) => CellStatistics | undefined {
  const byKey = new Map(cells.map((cell) => [cellKey(cell.vendorId, cell.questionId), cell]));
  return (vendorId, questionId) => byKey.get(cellKey(vendorId, questionId));
}

/** How far apart a cell's ratings are: what makes it flagged. */
export const spreadOf = (cell: Pick<CellStatistics, 'min' | 'max'>): number | null =>
  cell.min === null || cell.max === null ? null : cell.max - cell.min;

/** The rating band a cell's colour shows, or null without ratings. */
export const cellBand = (cell: CellStatistics | undefined): Rating | null => (cell?.mean == null ? null : ratingOf(cell.mean));

/** What a heat map cell says to a screen reader: the same as its colour and text show. */
export function cellLabel(vendorName: string, questionText: string, cell: CellStatistics | undefined): string {
  const where = `${vendorName}, ${questionText}`;
  if (!cell || cell.mean === null) return `${where}: no ratings`;
  const flag = cell.flagged ? `, flagged: ratings differ by ${spreadOf(cell)}` : '';
  return `${where}: mean ${formatScore(cell.mean)}, ${ratingOf(cell.mean)}${flag}`;
}

/** The legend of the heat map's colours, in words: each band and the means it covers. */
export const BAND_LEGEND: readonly { rating: Rating; range: string; lowest: number; highest: number }[] = [
  { rating: 'Excellent', range: '4.00 to 5.00', lowest: 4, highest: 5 },
  { rating: 'Good', range: '3.00 to 3.99', lowest: 3, highest: 3.99 },
  { rating: 'Fair', range: '2.00 to 2.99', lowest: 2, highest: 2.99 },
  { rating: 'Poor', range: '1.00 to 1.99', lowest: 1, highest: 1.99 },
];
