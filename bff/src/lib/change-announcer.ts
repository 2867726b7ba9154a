/** The first pause before a failed batch is sent again; each failure in a row doubles it, up to the longest. */
const RETRY_FIRST_MS = 100;
const RETRY_LONGEST_MS = 5_000;

/**
 * Tells the other server processes of changes this process made and the database does not notify
 * (score saves; see the score_saves_announced_in_batches migration). A notification commits one at
 * a time, so they go together: while one batch is being sent, the next changes gather and leave as
 * soon as it is done. Under load a batch carries many evaluators; alone, a change leaves at once.
 * A batch that fails (the database busy or briefly away) is sent again with the changes gathered
 * meanwhile, after a pause that grows while failures follow each other: until then the other
 * processes answer what they kept of those changes, so a lost batch would leave them stale until
 * their kept answers expire. Only once the process closes is a failed batch given up.
 */
export class ChangeAnnouncer {
  private readonly pending = new Set<string>();
  private sending: Promise<void> | undefined;
  private closing = false;
  private wake: (() => void) | undefined;

  constructor(
    private readonly send: (payloads: string[]) => Promise<void>,
    private readonly failed: (error: unknown) => void,
  ) {}

  queue(payload: string): void {
    this.pending.add(payload);
    this.sending ??= this.drain();
  }

  /** Resolves once everything queued so far has been sent, or has failed while closing. */
  async flushed(): Promise<void> {
    while (this.sending) await this.sending;
  }

  /** Sends what is queued once more, without pausing, and gives up a batch that fails from then on. */
  async close(): Promise<void> {
    this.closing = true;
    this.wake?.();
    await this.flushed();
  }

  private async drain(): Promise<void> {
    let pauseMs = RETRY_FIRST_MS;
    while (this.pending.size > 0) {
      const batch = [...this.pending];
      this.pending.clear();
      try {
        await this.send(batch);
        pauseMs = RETRY_FIRST_MS;
      } catch (error) {
        this.failed(error);
        if (this.closing) continue;
        for (const payload of batch) this.pending.add(payload);
        await this.pause(pauseMs);
        pauseMs = Math.min(pauseMs * 2, RETRY_LONGEST_MS);
      }
    }
    this.sending = undefined;
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.wake?.(), ms);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
    });
  }
}
