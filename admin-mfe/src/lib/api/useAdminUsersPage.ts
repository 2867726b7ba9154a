import { useApiWith, type ReadOptions } from '@vsp/api-client';
import { api, type UsersPage, type UsersQuery } from '@vsp/contract';
import type { SWRResponse } from 'swr';

/** A query that pages: with it the users endpoint answers one page, never the whole list. */
export type UsersPageQuery = UsersQuery & { limit: number };

const SHARED_RULES: ReadOptions = {};

/**
 * One page of users `{ items, total }`, or no read while the query is null. The contract types the
 * endpoint's plain answer, every user, which the panel never reads: with thousands of users it would
 * be megabytes. A query with a limit always answers a page, so the answer is typed as one here.
 */
export const useAdminUsersPage = (query: UsersPageQuery | null, options: ReadOptions = SHARED_RULES) =>
  useApiWith(options, api.users.adminList, query) as unknown as SWRResponse<UsersPage, Error>;
