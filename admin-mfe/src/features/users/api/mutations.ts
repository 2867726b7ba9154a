import type { AdminUser, BulkUserRow, BulkUsersResult, UserPayload } from '@vsp/bff/api-types';
import { send, serverMessageOf } from '@vsp/api-client';
import { adminKeys, ANALYSIS_KEYS } from '../../../lib/keys';

/** A user's name shows in the scores and analyses; deleting one also removes their scores and permissions. */
export const USER_STALE_KEYS = [adminKeys.users, adminKeys.permissions, adminKeys.scores, ...ANALYSIS_KEYS];

export const createUser = (payload: UserPayload) => send<AdminUser>('POST', adminKeys.users, payload);

export const updateUser = (id: number, payload: UserPayload) => send<AdminUser>('PUT', `${adminKeys.users}/${id}`, payload);

export const deleteUser = (id: number) => send<null>('DELETE', `${adminKeys.users}/${id}`);

export const uploadUsers = (users: BulkUserRow[]) => send<BulkUsersResult>('POST', `${adminKeys.users}/bulk`, { users });

/** Deletions in flight at once: the BFF has one call per user (spec 7.3), and a long list should not flood it. */
const DELETE_CONCURRENCY = 4;

/** Some users of a bulk delete were not deleted; the message is the server's first reason. */
export class BulkDeleteError extends Error {
  readonly failedIds: number[];
  readonly total: number;

  constructor(failedIds: number[], total: number, reason: string) {
    super(reason);
    this.name = 'BulkDeleteError';
    this.failedIds = failedIds;
    this.total = total;
  }
}

/** Deletes each user with its own call, at most a few at once; one failure does not stop the others. */
export async function deleteUsers(ids: readonly number[]): Promise<void> {
  const failures: { id: number; error: unknown }[] = [];
  const queue = [...ids];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      try {
        await deleteUser(id);
      } catch (error) {
        failures.push({ id, error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(DELETE_CONCURRENCY, ids.length) }, worker));
  if (failures.length > 0) {
    const [first] = failures;
    const reason = serverMessageOf(first.error) ?? (first.error instanceof Error ? first.error.message : 'Please try again.');
    throw new BulkDeleteError(
      failures.map((failure) => failure.id),
      ids.length,
      reason,
    );
  }
}
