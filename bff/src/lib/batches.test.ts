import { Batches } from './batches';

/** A batch being written, which the test finishes when it chooses. */
interface Written {
  items: number[];
  finish(results?: PromiseSettledResult<string>[]): void;
  fail(error: Error): void;
}

/** Batches whose writes the test holds: each write is recorded and waits until finished. */
function heldBatches(options = { inFlight: 1, maxItems: 100 }) {
  const written: Written[] = [];
  const batches = new Batches<number, string>(
    (items) =>
      new Promise((resolve, reject) => {
        written.push({
          items,
          finish: (results) => resolve(results ?? items.map((item) => ({ status: 'fulfilled', value: `saved ${item}` }))),
          fail: reject,
        });
      }),
    options,
  );
  return { batches, written };
}

/** Lets the event loop go round a few times, so a batch that may start has started. */
async function turns(): Promise<void> {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
}

describe('Batches', () => {
  it('writes the items added in one turn together, and one item alone', async () => {
    const { batches, written } = heldBatches();
    const first = [batches.add(1), batches.add(2), batches.add(3)];
    await turns();
    expect(written.map((batch) => batch.items)).toEqual([[1, 2, 3]]);
    written[0].finish();
    await expect(Promise.all(first)).resolves.toEqual(['saved 1', 'saved 2', 'saved 3']);

    const alone = batches.add(4);
    await turns();
    expect(written[1].items).toEqual([4]);
    written[1].finish();
    await expect(alone).resolves.toBe('saved 4');
  });

  it('gathers the items that arrive while a batch is written into the next, in the order they came', async () => {
    const { batches, written } = heldBatches();
    const first = batches.add(1);
    await turns();
    const later = [batches.add(2)];
    await turns();
    later.push(batches.add(3), batches.add(4));
    await turns();
    expect(written.map((batch) => batch.items)).toEqual([[1]]);

    written[0].finish();
    await first;
    await turns();
    expect(written.map((batch) => batch.items)).toEqual([[1], [2, 3, 4]]);
    written[1].finish();
    await expect(Promise.all(later)).resolves.toEqual(['saved 2', 'saved 3', 'saved 4']);
  });

  it('writes up to inFlight batches at once, each of at most maxItems', async () => {
    const { batches, written } = heldBatches({ inFlight: 2, maxItems: 2 });
    const all = [1, 2, 3, 4, 5].map((item) => batches.add(item));
    await turns();
    expect(written.map((batch) => batch.items)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    written[1].finish();
    await turns();
    expect(written.map((batch) => batch.items)).toEqual([[1, 2], [3, 4], [5]]);
    written[0].finish();
    written[2].finish();
    await expect(Promise.all(all)).resolves.toHaveLength(5);
  });

  it('settles each item as the write settles it, and all of a batch with the error of a failed write', async () => {
    const { batches, written } = heldBatches();
    const settled = Promise.allSettled([batches.add(1), batches.add(2)]);
    await turns();
    written[0].finish([
      { status: 'rejected', reason: new Error('refused 1') },
      { status: 'fulfilled', value: 'saved 2' },
    ]);
    expect(await settled).toEqual([
      { status: 'rejected', reason: new Error('refused 1') },
      { status: 'fulfilled', value: 'saved 2' },
    ]);

    const failed = Promise.allSettled([batches.add(3), batches.add(4)]);
    await turns();
    written[1].fail(new Error('connection lost'));
    expect(await failed).toEqual([
      { status: 'rejected', reason: new Error('connection lost') },
      { status: 'rejected', reason: new Error('connection lost') },
    ]);

    // A failed batch frees its place: the next item is written.
    const after = batches.add(5);
    await turns();
    written[2].finish();
    await expect(after).resolves.toBe('saved 5');
  });
});
