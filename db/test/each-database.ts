import type { Knex } from 'knex';
import { createKnex } from '../src/connection';
import { scratchDatabase } from './scratch-database';

export interface OpenDatabase {
  db: Knex;
  drop(): Promise<void>;
}

/**
 * The two databases the portal runs on, for `describe.each`: a scratch PostgreSQL database and an
 * embedded one in memory. The embedded database runs the same migrations, so the same triggers.
 */
export const EACH_DATABASE: [string, () => Promise<OpenDatabase>][] = [
  ['PostgreSQL', () => scratchDatabase()],
  [
    'the embedded database',
    async () => {
      const db = createKnex({ dataDir: null });
      return { db, drop: () => db.destroy() };
    },
  ],
];

/** The setting the server names the actor with (see the score_history and audit_log migrations). */
const ACTOR_SETTING = 'vsp.actor_id';

/** Runs `work` in a transaction that names `actorId` as the one making the change, as the server does. */
export function asActor<T>(db: Knex, actorId: number, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (trx) => {
    await trx.raw('select set_config(?, ?, true)', [ACTOR_SETTING, String(actorId)]);
    return work(trx);
  });
}
