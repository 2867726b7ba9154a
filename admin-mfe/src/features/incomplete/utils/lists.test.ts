import { FULL_LIST_LIMIT, listsEveryRow } from './lists';

describe('listsEveryRow', () => {
  it(`lists every row of groups of up to ${FULL_LIST_LIMIT} users, and only the rows in view of larger ones`, () => {
    expect(listsEveryRow(FULL_LIST_LIMIT)).toBe(true);
    expect(listsEveryRow(FULL_LIST_LIMIT + 1)).toBe(false);
  });
});
