import type { Knex } from 'knex';

/**
 * SQL condition: the user takes part in the event. A user has access unless a permission row says
 * otherwise; the system account is the administration login, not an evaluator, so it never counts.
 */
export function hasAccess(userColumn: string, eventColumn: string): string {
  return `${userColumn} <> -1 and not exists (
    select 1 from user_event_permissions p
    where p.user_id = ${userColumn} and p.event_id = ${eventColumn} and not p.has_access)`;
}

export interface ActiveEvent {
  eventId: number;
  eventName: string;
  status: string;
  activeQuestions: number;
  activeVendors: number;
  usersWithAccess: number;
}

/** Active events in display order, with what every analysis divides by. */
export async function activeEvents(db: Knex): Promise<ActiveEvent[]> {
  const result = await db.raw(`
    select e.id as "eventId", e.name as "eventName", e.status,
      (select count(*) from questions q where q.event_id = e.id and q.is_active)::int as "activeQuestions",
      (select count(*) from vendors v where v.is_active)::int as "activeVendors",
      (select count(*) from users u where ${hasAccess('u.id', 'e.id')})::int as "usersWithAccess"
    from scoring_events e
    where e.is_active
    order by e."order", e.id`);
  return result.rows;
}

export interface ActiveVendor {
  vendorId: number;
  vendorName: string;
  company: string | null;
}

/** Active vendors in grid order. */
export async function activeVendors(db: Knex): Promise<ActiveVendor[]> {
  const result = await db.raw(`
    select id as "vendorId", name as "vendorName", company
    from vendors where is_active order by "order", id`);
  return result.rows;
}
