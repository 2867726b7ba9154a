/**
 * Reads a table page after page, each page starting after the last key of the one before (keyset
 * paging): every page costs the same, and no more than one page is held at a time.
 */
export async function* keysetPages<Row, Key>(
  readPage: (after: Key | undefined, size: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  size: number,
): AsyncGenerator<Row[]> {
  let after: Key | undefined;
  for (;;) {
    const page = await readPage(after, size);
    if (page.length > 0) yield page;
    if (page.length < size) return;
    after = keyOf(page[page.length - 1]);
  }
}
