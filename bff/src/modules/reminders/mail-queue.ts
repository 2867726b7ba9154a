import { runPositionalSql } from '@vsp/db';
import type { Knex } from 'knex';
import { PgBoss, type Db, type JobInsert, type JobWithMetadata } from 'pg-boss';
import type { MailConfig } from '../../config';

/** The queue of reminder mails; a job carries only the id of its row in `reminders`. */
export const REMINDER_QUEUE = 'reminder-mail';

/** The schema the queue keeps its jobs in, beside the portal's tables. */
const QUEUE_SCHEMA = 'mail_queue';

/**
 * pg-boss migrates its schema from the one pg-boss 11 made (schema version 25) on. The one pg-boss
 * 10 made (version 24), which the portal's queue had before, it cannot: that schema is set aside
 * under this name, and the reminders still queued are queued again in the new one (see start).
 */
const FIRST_MIGRATABLE_SCHEMA_VERSION = 25;
const SET_ASIDE_SCHEMA = 'mail_queue_pg_boss_10';

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
const through = (db: Knex): Db => ({ executeSql: (text, values) => runPositionalSql(db, text, values) });

/**
 * The mail queue on the portal's own database (pg-boss): queued mail survives a restart, the
 * processes sharing one PostgreSQL database share the work (a job is fetched by one of them at a
 * time), and a failed delivery is tried again after longer and longer waits.
 */
export class MailQueue {
  private readonly boss: PgBoss;

  constructor(
    private readonly db: Knex,
    private readonly config: MailConfig,
    private readonly deliver: (job: ReminderJob, attempt: Attempt) => Promise<void>,
    onError: (error: Error) => void,
  ) {
    this.boss = new PgBoss({ db: through(db), schema: QUEUE_SCHEMA, schedule: false, supervise: true, migrate: true });
    this.boss.on('error', onError);
  }

  /**
   * Creates the queue's tables on first use (or migrates them), then starts taking jobs. A schema
   * pg-boss cannot migrate is set aside first; once the new queue exists, each reminder still
   * queued is queued in it and the old schema dropped, in one transaction. The reminders table,
   * not the old jobs, says what is left to send: a job only carries a reminder's id, and a
   * reminder a worker was sending when the old queue stopped is told apart as interrupted, as ever.
   */
  async start(): Promise<void> {
    await this.setAsideUnmigratableSchema();
    await this.boss.start();
    const settings = { retryLimit: this.config.retryLimit, retryDelay: this.config.retryDelaySeconds, retryBackoff: true, expireInSeconds: JOB_EXPIRY_SECONDS };
    await this.boss.createQueue(REMINDER_QUEUE, settings);
    // A queue made by an earlier start keeps its settings unless told the current ones.
    await this.boss.updateQueue(REMINDER_QUEUE, settings);
    await this.requeueFromSetAsideSchema();
    await this.boss.work(
      REMINDER_QUEUE,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.config.pollSeconds },
      async ([job]: JobWithMetadata<ReminderJob>[]) => {
        if (job) await this.deliver(job.data, { retryCount: job.retryCount, retryLimit: job.retryLimit });
      },
    );
  }

  /** Queues one job per reminder in the caller's transaction: the jobs exist exactly when the reminders do. */
  async enqueue(trx: Knex.Transaction, reminderIds: number[]): Promise<void> {
    if (reminderIds.length === 0) return;
    const jobs = reminderIds.map((reminderId): JobInsert<ReminderJob> => ({ data: { reminderId } }));
    await this.boss.insert(REMINDER_QUEUE, jobs, { db: through(trx) });
  }

  /** Lets a delivery under way finish (for a while), then stops taking jobs. */
  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: 15_000, close: false });
  }

  private async setAsideUnmigratableSchema(): Promise<void> {
    await this.upgradeStep(async (trx) => {
      // The installed schema's version, asked through pg-boss on the transaction's connection.
      const installed = new PgBoss({ db: through(trx), schema: QUEUE_SCHEMA });
      if (!(await installed.isInstalled())) return;
      const version = await installed.schemaVersion();
      if (version !== null && version < FIRST_MIGRATABLE_SCHEMA_VERSION) await trx.raw('alter schema ?? rename to ??', [QUEUE_SCHEMA, SET_ASIDE_SCHEMA]);
    });
  }

  private async requeueFromSetAsideSchema(): Promise<void> {
    await this.upgradeStep(async (trx) => {
      const aside = await trx.raw<{ rows: unknown[] }>('select 1 from pg_namespace where nspname = ?', [SET_ASIDE_SCHEMA]);
      if (aside.rows.length === 0) return;
      await this.enqueue(trx, await trx('reminders').where({ status: 'queued' }).orderBy('id').pluck('id'));
      await trx.raw('drop schema ?? cascade', [SET_ASIDE_SCHEMA]);
    });
  }

  /** One step of the upgrade, in a transaction that processes starting together take in turn. */
  private upgradeStep(step: (trx: Knex.Transaction) => Promise<void>): Promise<void> {
    return this.db.transaction(async (trx) => {
      await trx.raw(`select pg_advisory_xact_lock(hashtext('mail queue upgrade'))`);
      await step(trx);
    });
  }
}
