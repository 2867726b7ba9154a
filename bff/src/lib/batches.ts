/* Writes that arrive together, gathered into batches (see Batches). */

export interface BatchesOptions<I> {
  /** How many batches may be written at once; the items that arrive meanwhile wait for the next. */
  inFlight: number;
  /** The most items one batch takes; more start another batch when one may start. */
  maxItems: number;
  /** How long an item may wait for its batch to start; then it is rejected with `waitedTooLong()`. */
  maxWaitMs: number;
  waitedTooLong(): Error;
  /**
   * The key of an item whose order matters: the items of one key are written in the order they
   * were added, one per batch, for an item whose key is in a batch being written or being made
   * waits for a later batch.
   */
  keyOf(item: I): string;
}

interface Waiting<I, O> {
  item: I;
  resolve(value: O): void;
  reject(reason: unknown): void;
  timer: NodeJS.Timeout;
}

/**
 * Items written together in batches: each call of `write` takes a batch of the items added so far
 * and settles each one. An item added while `inFlight` batches are being written waits, and every
 * item that arrives meanwhile goes with it in the next batch, so the busier the database, the fewer
 * and larger its statements. An item that finds a batch free still waits for the end of the event loop's turn,
 * no longer, so that the requests that arrived together go together; alone, it goes alone. An item
 * never waits for its batch longer than `maxWaitMs` (the batches before it held up, say, by a lock):
 * the caller hears that it was not written and may try again.
 *
 * (DataLoader batches by a schedule of its own, one batch per turn of the event loop; these batches
 * wait instead for a batch to finish, which is what lets a busy moment gather many.)
 */
export class Batches<I, O> {
  private waiting: Waiting<I, O>[] = [];
  /** The keys of the items in the batches being written (one item each). */
  private readonly keysWriting = new Set<string>();
  private writing = 0;
  private startScheduled = false;

  constructor(
    private readonly write: (items: I[]) => Promise<PromiseSettledResult<O>[]>,
    private readonly options: BatchesOptions<I>,
  ) {}

  /** Settles as `write` settles the item in its batch; rejects with `write`'s error if the whole batch fails. */
  add(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      const waiting: Waiting<I, O> = { item, resolve, reject, timer: setTimeout(() => this.giveUp(waiting), this.options.maxWaitMs) };
      this.waiting.push(waiting);
      this.scheduleStart();
    });
  }

  private giveUp(waiting: Waiting<I, O>): void {
    const at = this.waiting.indexOf(waiting);
    if (at < 0) return;
    this.waiting.splice(at, 1);
    waiting.reject(this.options.waitedTooLong());
  }

  private scheduleStart(): void {
    if (this.startScheduled || this.writing >= this.options.inFlight || this.waiting.length === 0) return;
    this.startScheduled = true;
    setImmediate(() => {
      this.startScheduled = false;
      this.start();
    });
  }

  private start(): void {
    while (this.writing < this.options.inFlight) {
      const batch = this.nextBatch();
      if (batch.length === 0) return;
      const keys = batch.map((waiting) => this.options.keyOf(waiting.item));
      for (const key of keys) this.keysWriting.add(key);
      this.writing += 1;
      this.writeBatch(batch).finally(() => {
        for (const key of keys) this.keysWriting.delete(key);
        this.writing -= 1;
        this.scheduleStart();
      });
    }
  }

  /** Takes the next batch from the waiting items, in order, but for those whose key is being written or is in the batch already. */
  private nextBatch(): Waiting<I, O>[] {
    const batch: Waiting<I, O>[] = [];
    const keys = new Set<string>();
    const left: Waiting<I, O>[] = [];
    for (const waiting of this.waiting) {
      const key = this.options.keyOf(waiting.item);
      if (batch.length < this.options.maxItems && !this.keysWriting.has(key) && !keys.has(key)) {
        batch.push(waiting);
        keys.add(key);
      } else left.push(waiting);
    }
    this.waiting = left;
    for (const waiting of batch) clearTimeout(waiting.timer);
    return batch;
  }

  private async writeBatch(batch: Waiting<I, O>[]): Promise<void> {
    try {
      const results = await this.write(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, i) => {
        const result = results.at(i);
        if (result?.status === 'fulfilled') waiting.resolve(result.value);
        else waiting.reject(result ? result.reason : new Error('The batch was written without an outcome for this item'));
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }
}
