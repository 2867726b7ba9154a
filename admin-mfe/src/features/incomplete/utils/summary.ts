import type { IncompleteEvent } from '@vsp/contract';

/**
 * Vendor groups of up to this many incomplete users list every row; a larger group lists its users
 * in a box that draws only the rows in view. Every group starts open, as the spec has it.
 */
export const FULL_LIST_LIMIT = 25;

export const listsEveryRow = (entries: number) => entries <= FULL_LIST_LIMIT;

export interface IncompleteSummary {
  /** Distinct users with at least one unfinished vendor. */
  users: number;
  /** User and vendor pairs not finished: the rows of the vendor groups. */
  entries: number;
  /** The incomplete users of each listed vendor, in the analysis's order. */
  vendors: { vendorId: number; vendorName: string; entries: number }[];
}

/**
 * The event's summary, read off the analysis the tab already holds (the server counted each group);
 * only the distinct users are added up here, since one user is listed under each vendor they left unfinished.
 */
export function incompleteSummary(event: IncompleteEvent): IncompleteSummary {
  const users = new Set<number>();
  let entries = 0;
  const vendors = event.vendors.map((vendor) => {
    for (const user of vendor.users) users.add(user.userId);
    entries += vendor.users.length;
    return { vendorId: vendor.vendorId, vendorName: vendor.vendorName, entries: vendor.users.length };
  });
  return { users: users.size, entries, vendors };
}
