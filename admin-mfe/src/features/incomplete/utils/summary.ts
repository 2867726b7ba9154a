import type { IncompleteEvent } from '@vsp/contract';

/**
 * Vendor groups of up to this many incomplete users start open, as the spec shows them; a larger
 * group starts closed with its count in the header, and its list is virtualised once opened.
 */
export const OPEN_GROUP_LIMIT = 25;

export const startsOpen = (entries: number) => entries <= OPEN_GROUP_LIMIT;

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
