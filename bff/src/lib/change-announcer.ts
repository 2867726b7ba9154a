/**
 * Tells the other server processes of changes this process made and the database does not notify
 * (score saves; see the score_saves_announced_in_batches migration). A notification commits one at
 * a time, so they go together: while one batch is being sent, the next changes gather and leave as
 * soon as it is done. Under load a batch carries many evaluators; alone, a change leaves at once.
 */
export class ChangeAnnouncer {
  private readonly pending = new Set<string>();
  private sending: Promise<void> | undefined;

  constructor(
    private readonly send: (payloads: string[]) => Promise<void>,
    private readonly failed: (error: unknown) => void,
  ) {}

  queue(payload: string): void {
    this.pending.add(payload);
    this.sending ??= this.drain();
  }

  /** Resolves once everything queued so far has been sent, or has failed. */
  async flushed(): Promise<void> {
    while (this.sending) await this.sending;
  }

  private async drain(): Promise<void> {
    while (this.pending.size > 0) {
      const batch = [...this.pending];
      this.pending.clear();
      try {
        await this.send(batch);
      } catch (error) {
        // What the other processes keep of these changes expires within a minute anyway.
        this.failed(error);
      }
    }
    this.sending = undefined;
  }
}
