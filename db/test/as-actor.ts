import type { Knex } from 'knex';

/** The setting the server names the actor with (see the score_history and audit_log migrations). */
const ACTOR_SETTING = 'vsp.actor_id';

/** Runs `work` in a transaction that names `actorId` as the one making the change, as the server does. */
export function asActor<T>(db: Knex, actorId: number, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (trx) => {
    await trx.raw('select set_config(?, ?, true)', [ACTOR_SETTING, String(actorId)]);
    return work(trx);
  });
}
