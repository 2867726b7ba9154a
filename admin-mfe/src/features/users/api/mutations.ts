import { callApi, serverMessageOf } from '@vsp/api-client';
import { api } from '@vsp/contract';

/** Deletions in flight at once: the BFF deletes one user per call, and a long list should not flood it. */
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
        await callApi(api.users.remove, { params: { id } });
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
