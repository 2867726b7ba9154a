import { User } from '@vsp/db';
import { createCatalog, type Catalog } from './fixtures';
import { ADMIN, adminCaller, caller, createUser, type Caller, type TestServer } from './server';

export interface AdminAndEvaluator {
  catalog: Catalog;
  /** The signed-in system administrator, and who they are in the database. */
  admin: Caller;
  adminUser: { id: number; name: string };
  /** Eva Evaluator, signed in. */
  eva: Caller;
  evaId: number;
}

/**
 * The catalog, with the administrator and an evaluator signed in: the cast of the tests that check
 * who a change is recorded as (the score history, the audit log).
 */
export async function adminAndEvaluator(t: TestServer): Promise<AdminAndEvaluator> {
  const catalog = await createCatalog(t.db);
  const evaId = (await createUser(t.db, { username: 'eva', name: 'Eva Evaluator' })).id;
  const eva = await caller(t.server, 'eva');
  const admin = await adminCaller(t.server);
  const signedIn = await User.query(t.db).where({ username: ADMIN.username }).first();
  return { catalog, admin, adminUser: { id: signedIn!.id, name: signedIn!.name }, eva, evaId };
}
