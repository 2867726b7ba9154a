import type { Request } from '@hapi/hapi';
import type { Knex } from 'knex';

/**
 * The transaction-local setting the score history reads to name who is changing the scores (see the
 * score_history migration). Without it a created or changed score is the evaluator's own and a
 * deleted one has no known actor.
 */
export const ACTOR_SETTING = 'vsp.actor_id';

/**
 * Runs `work` in one transaction that names `actorId` as the person changing the scores, so the
 * score history records the administrator behind a delete, a generation of random scores, or the
 * scores a deleted user, event, vendor or question takes with it.
 */
export function withActor<T>(db: Knex, actorId: number, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (trx) => {
    await trx.raw('select set_config(?, ?, true)', [ACTOR_SETTING, String(actorId)]);
    return work(trx);
  });
}

/** `withActor` naming the signed-in caller of an administrator route. */
export function asCaller<T>(request: Request, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return withActor(request.server.app.db, request.auth.credentials.user!.id, work);
}
