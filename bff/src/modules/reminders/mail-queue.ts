import { runPositionalSql } from '@vsp/db';
import type { Knex } from 'knex';
import PgBoss from 'pg-boss';
import type { MailConfig } from '../../config';

/** The queue of reminder mails; a job carries only the id of its row in `reminders`. */
export const REMINDER_QUEUE = 'reminder-mail';

/** The schema the queue keeps its jobs in, beside the portal's tables. */
const QUEUE_SCHEMA = 'mail_queue';

/**
 * A job still active after this long is taken to have lost its process and is tried again. It is
 * well above the mail server's timeouts (see mailer.ts), so a slow delivery is never taken for a
 * lost one.
 */
const JOB_EXPIRY_SECONDS = 300;

export interface ReminderJob {
  reminderId: number;
}

/** Where a job stands in its retries: the handler decides whether a failure is the last one. */
export interface Attempt {
  retryCount: number;
  retryLimit: number;
}

/** The queue reaches the database through the portal's own connections, or through a transaction's. */
const through = (db: Knex): PgBoss.Db => ({ executeSql: (text, values) => runPositionalSql(db, text, values) });

/**
 * The mail queue on the portal's own database (pg-boss): queued mail survives a restart, the
 * processes sharing one PostgreSQL database share the work (a job is fetched by one of them at a
 * time), and a failed delivery is tried again after longer and longer waits.
 */
export class MailQueue {
  private readonly boss: PgBoss;

  constructor(
    db: Knex,
    private readonly config: MailConfig,
    private readonly deliver: (job: ReminderJob, attempt: Attempt) => Promise<void>,
    onError: (error: Error) => void,
  ) {
    this.boss = new PgBoss({ db: through(db), schema: QUEUE_SCHEMA, schedule: false, supervise: true, migrate: true });
    this.boss.on('error', onError);
  }

  /** Creates the queue's tables on first use, then starts taking jobs. */
  async start(): Promise<void> {
    await this.boss.start();
    const settings = { retryLimit: this.config.retryLimit, retryDelay: this.config.retryDelaySeconds, retryBackoff: true, expireInSeconds: JOB_EXPIRY_SECONDS };
    await this.boss.createQueue(REMINDER_QUEUE, { name: REMINDER_QUEUE, ...settings });
    // A queue made by an earlier start keeps its settings unless told the current ones.
    await this.boss.updateQueue(REMINDER_QUEUE, { name: REMINDER_QUEUE, ...settings });
    await this.boss.work<ReminderJob>(
      REMINDER_QUEUE,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.config.pollSeconds },
      async ([job]) => {
        if (job) await this.deliver(job.data, { retryCount: job.retryCount, retryLimit: job.retryLimit });
      },
    );
  }

  /** Queues one job per reminder in the caller's transaction: the jobs exist exactly when the reminders do. */
  async enqueue(trx: Knex.Transaction, reminderIds: number[]): Promise<void> {
    if (reminderIds.length === 0) return;
    const jobs = reminderIds.map((reminderId): PgBoss.JobInsert<ReminderJob> => ({ name: REMINDER_QUEUE, data: { reminderId } }));
    await this.boss.insert(jobs, { db: through(trx) });
  }

  /** Lets a delivery under way finish (for a while), then stops taking jobs. */
  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 15_000, close: false });
  }
}
