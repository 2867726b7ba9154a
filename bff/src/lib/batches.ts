export interface BatchesOptions {
  /** How many batches may be written at once; the items that arrive meanwhile wait for the next. */
  inFlight: number;
  /** The most items one batch takes; more start another batch when one may start. */
  maxItems: number;
}

interface Waiting<I, O> {
  item: I;
  resolve(value: O): void;
  reject(reason: unknown): void;
}

/**
 * Items written together: each call of `write` takes a batch of the items added so far and settles
 * each one. An item added while `inFlight` batches are being written waits, and every item that
 * arrives meanwhile goes with it in the next batch, so the busier the database, the fewer and larger
 * its statements. An item that finds a batch free still waits for the end of the event loop's turn,
 * no longer, so that the requests that arrived together go together; alone, it goes alone.
 *
 * (DataLoader batches by a schedule of its own, one batch per turn of the event loop; these batches
 * wait instead for a batch to finish, which is what lets a busy moment gather many.)
 */
export class Batches<I, O> {
  private readonly waiting: Waiting<I, O>[] = [];
  private writing = 0;
  private startScheduled = false;

  constructor(
    private readonly write: (items: I[]) => Promise<PromiseSettledResult<O>[]>,
    private readonly options: BatchesOptions,
  ) {}

  /** Settles as `write` settles the item in its batch; rejects with `write`'s error if the whole batch fails. */
  add(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.scheduleStart();
    });
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
    while (this.writing < this.options.inFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.options.maxItems);
      this.writing += 1;
      this.writeBatch(batch).finally(() => {
        this.writing -= 1;
        this.scheduleStart();
      });
    }
  }

  private async writeBatch(batch: Waiting<I, O>[]): Promise<void> {
    try {
      const results = await this.write(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, i) => {
        const result = results[i];
        if (result.status === 'fulfilled') waiting.resolve(result.value);
        else waiting.reject(result.reason);
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }
}
