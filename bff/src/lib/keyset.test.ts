import { keysetPages } from './keyset';

it('reads page after page from the last key until a short page', async () => {
  const rows = Array.from({ length: 7 }, (_, i) => ({ id: i * 2 }));
  const calls: (number | undefined)[] = [];
  const pages = keysetPages<{ id: number }, number>(
    async (after, size) => {
      calls.push(after);
      return rows.filter((row) => after === undefined || row.id > after).slice(0, size);
    },
    (row) => row.id,
    3,
  );
  const seen: number[][] = [];
  for await (const page of pages) seen.push(page.map((row) => row.id));
  expect(seen).toEqual([[0, 2, 4], [6, 8, 10], [12]]);
  expect(calls).toEqual([undefined, 4, 10]);
});

it('yields nothing for an empty table, and stops after an exactly full last page', async () => {
  const empty = keysetPages(async () => [], (row: number) => row, 2);
  expect((await empty.next()).done).toBe(true);
  const full = keysetPages<number, number>(async (after) => (after === undefined ? [1, 2] : []), (row) => row, 2);
  const pages = [];
  for await (const page of full) pages.push(page);
  expect(pages).toEqual([[1, 2]]);
});
