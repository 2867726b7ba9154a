import { Batches, type BatchesOptions } from './batches';

/** A batch being written, which the test finishes when it chooses. */
interface Written {
  items: number[];
  finish(results?: PromiseSettledResult<string>[]): void;
  fail(error: Error): void;
}

/** Batches whose writes the test holds: each write is recorded and waits until finished. */
function heldBatches(options: Partial<BatchesOptions<number>> = {}) {
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
    { inFlight: 1, maxItems: 100, maxWaitMs: 60_000, waitedTooLong: () => new Error('waited too long'), keyOf: String, ...options },
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

  it('settles every item of a batch whose write throws at once or answers too few results', async () => {
    const throwing = new Batches<number, string>(
      () => {
        throw new Error('broken at once');
      },
      { inFlight: 1, maxItems: 100, maxWaitMs: 60_000, waitedTooLong: () => new Error('waited too long'), keyOf: String },
    );
    expect(await Promise.allSettled([throwing.add(1), throwing.add(2)])).toEqual([
      { status: 'rejected', reason: new Error('broken at once') },
      { status: 'rejected', reason: new Error('broken at once') },
    ]);

    const { batches, written } = heldBatches();
    const short = Promise.allSettled([batches.add(1), batches.add(2)]);
    await turns();
    written[0].finish([{ status: 'fulfilled', value: 'saved 1' }]);
    const [first, second] = await short;
    expect(first).toEqual({ status: 'fulfilled', value: 'saved 1' });
    expect(second.status).toBe('rejected');
  });

  it('rejects an item that waited maxWaitMs for its batch, and writes the others', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    try {
      const { batches, written } = heldBatches({ maxWaitMs: 10_000 });
      const first = batches.add(1);
      await turns();
      const stuck = batches.add(2);
      const rejection = expect(stuck).rejects.toThrow('waited too long');
      jest.advanceTimersByTime(9_999);
      const late = batches.add(3);
      jest.advanceTimersByTime(1);
      await rejection;

      written[0].finish();
      await first;
      await turns();
      expect(written.map((batch) => batch.items)).toEqual([[1], [3]]);
      written[1].finish();
      await expect(late).resolves.toBe('saved 3');
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps an item whose key is being written, or is in the batch already, for a later batch, so one key goes in the order it came', async () => {
    const { batches, written } = heldBatches({ inFlight: 2, keyOf: (item: number) => String(item % 10) });
    const first = [batches.add(1), batches.add(2)];
    await turns();
    const later = [batches.add(11), batches.add(3), batches.add(21)];
    await turns();
    // 11 and 21 share the key of 1, under way: only 3 may go beside it.
    expect(written.map((batch) => batch.items)).toEqual([[1, 2], [3]]);
    written[0].finish();
    await Promise.all(first);
    await turns();
    // One item of a key per batch: 21 waits for 11.
    expect(written.map((batch) => batch.items)).toEqual([[1, 2], [3], [11]]);
    written[1].finish();
    written[2].finish();
    await turns();
    expect(written.map((batch) => batch.items)).toEqual([[1, 2], [3], [11], [21]]);
    written[3].finish();
    await expect(Promise.all(later)).resolves.toEqual(['saved 11', 'saved 3', 'saved 21']);
  });
});
