import { makeScore } from '../../../../test/fixtures';
import { canOpenCell, firstOpenCell, formatDay, formatEventDate, hasComments, nextOpenCell, upsertScore, type CellPosition } from './grid';

describe('canOpenCell', () => {
  const scored = makeScore({ eventId: 1, questionId: 1, vendorId: 1, score: 0 });

  it('opens every cell of an Active event', () => {
    expect(canOpenCell(false, undefined)).toBe(true);
    expect(canOpenCell(false, scored)).toBe(true);
  });

  it('opens only scored cells when the event is read-only, a No Vote included', () => {
    expect(canOpenCell(true, undefined)).toBe(false);
    expect(canOpenCell(true, scored)).toBe(true);
  });
});

describe('hasComments', () => {
  it('is true only for a score with non-blank comments', () => {
    expect(hasComments(undefined)).toBe(false);
    expect(hasComments(makeScore({ eventId: 1, questionId: 1, vendorId: 1, score: 3, comments: '  ' }))).toBe(false);
    expect(hasComments(makeScore({ eventId: 1, questionId: 1, vendorId: 1, score: 3, comments: 'Good demo' }))).toBe(true);
  });
});

describe('upsertScore', () => {
  it('replaces the score of the same cell and adds a new one', () => {
    const first = makeScore({ eventId: 1, questionId: 1, vendorId: 1, score: 2 });
    const other = makeScore({ eventId: 1, questionId: 2, vendorId: 1, score: 4 });
    const changed = { ...first, score: 5 };
    expect(upsertScore([first, other], changed)).toEqual([other, changed]);
    expect(upsertScore(undefined, first)).toEqual([first]);
  });
});

describe('grid navigation', () => {
  // 3 rows x 4 columns; X cells are disabled:
  //   . X X .
  //   X X X X
  //   . . X .
  const closed = new Set(['0:1', '0:2', '1:0', '1:1', '1:2', '1:3', '2:2']);
  const isOpen = ({ row, col }: CellPosition) => !closed.has(`${row}:${col}`);
  const move = (row: number, col: number, direction: Parameters<typeof nextOpenCell>[1]) => nextOpenCell({ row, col }, direction, 3, 4, isOpen);

  it('skips disabled cells in the direction of the arrow', () => {
    expect(move(0, 0, 'right')).toEqual({ row: 0, col: 3 });
    expect(move(0, 3, 'left')).toEqual({ row: 0, col: 0 });
    expect(move(0, 0, 'down')).toEqual({ row: 2, col: 0 });
    expect(move(2, 3, 'up')).toEqual({ row: 0, col: 3 });
    expect(move(0, 3, 'down')).toEqual({ row: 2, col: 3 });
  });

  it('stays put at the edge', () => {
    expect(move(0, 0, 'left')).toBeNull();
    expect(move(0, 0, 'up')).toBeNull();
    expect(move(2, 3, 'right')).toBeNull();
    expect(move(2, 1, 'down')).toBeNull();
    expect(move(0, 2, 'down')).toBeNull();
  });

  it('goes to the first and last open cell of the row with Home and End', () => {
    expect(move(2, 3, 'rowStart')).toEqual({ row: 2, col: 0 });
    expect(move(2, 0, 'rowEnd')).toEqual({ row: 2, col: 3 });
  });

  it('finds the first open cell in reading order', () => {
    expect(firstOpenCell(3, 4, isOpen)).toEqual({ row: 0, col: 0 });
    expect(firstOpenCell(3, 4, ({ row, col }) => row === 2 && col === 1)).toEqual({ row: 2, col: 1 });
    expect(firstOpenCell(3, 4, () => false)).toBeNull();
  });
});

describe('formatEventDate', () => {
  it('formats a calendar date without shifting the day', () => {
    expect(formatEventDate('2025-03-05')).toBe('March 5, 2025');
    expect(formatEventDate('2025-12-31')).toBe('December 31, 2025');
  });

  it('answers null when there is no usable date', () => {
    expect(formatEventDate(null)).toBeNull();
    expect(formatEventDate('soon')).toBeNull();
  });
});

describe('formatDay', () => {
  it('writes the day of a moment like the event dates', () => {
    expect(formatDay('2025-03-06T12:00:00.000Z')).toBe('March 6, 2025');
  });
});
