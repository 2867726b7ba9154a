import type { Request } from '@hapi/hapi';
import type { Knex } from 'knex';

/**
 * The transaction-local setting the score history and the audit log read to name who is making a
 * change (see the score_history and audit_log migrations). Without it a created or changed score is
 * the evaluator's own, and a deleted score or an audited change has no known actor.
 */
export const ACTOR_SETTING = 'vsp.actor_id';

/**
 * Runs `work` in one transaction that names `actorId` as the person making the change, so the audit
 * log records the administrator behind every change, and the score history the one behind a delete,
 * a generation of random scores, or the scores a deleted user, event, vendor or question takes with it.
 */
export function withActor<T>(db: Knex, actorId: number, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (trx) => {
    await trx.raw('select set_config(?, ?, true)', [ACTOR_SETTING, String(actorId)]);
    return work(trx);
  });
}

/** The id of the signed-in caller, for a write that names its actor in transactions of its own. */
export function callerId(request: Request): number {
  return request.auth.credentials.user!.id;
}

/** `withActor` naming the signed-in caller of an administrator route. */
export function asCaller<T>(request: Request, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return withActor(request.server.app.db, callerId(request), work);
}
