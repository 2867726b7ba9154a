import type { Knex } from 'knex';
import type { IncompleteEvent, IncompleteUser, IncompleteVendor } from '../../api-types';
import { activeEvents, activeVendors, hasAccess } from './participants';

interface IncompleteRow extends IncompleteUser {
  eventId: number;
  vendorId: number;
}

/**
 * Per active event and active vendor, the users with access who answered fewer than all active
 * questions of the event. Every score is an answer, a No Vote (0) included.
 */
export async function incompleteSubmissions(db: Knex): Promise<IncompleteEvent[]> {
  const [events, vendors, incomplete] = await Promise.all([
    activeEvents(db),
    activeVendors(db),
    db.raw(`
      with totals as (
        select q.event_id, count(*)::int as total
        from questions q join scoring_events e on e.id = q.event_id
        where q.is_active and e.is_active
        group by q.event_id
      ),
      -- Not joined to totals here: a plain join to questions keeps the scan parallel.
      answered as (
        select s.event_id, s.vendor_id, s.user_id, count(*)::int as answered
        from scores s
        join questions q on q.id = s.question_id and q.event_id = s.event_id and q.is_active
        group by s.event_id, s.vendor_id, s.user_id
      )
      select t.event_id as "eventId", v.id as "vendorId", u.id as "userId", u.name, u.username, u.email,
        coalesce(a.answered, 0) as answered, t.total,
        round(100.0 * coalesce(a.answered, 0) / t.total)::int as percent
      from totals t
      cross join vendors v
      cross join users u
      left join answered a on a.event_id = t.event_id and a.vendor_id = v.id and a.user_id = u.id
      where v.is_active and ${hasAccess('u.id', 't.event_id')} and coalesce(a.answered, 0) < t.total
      order by t.event_id, v."order", v.id, u.name, u.id`),
  ]);

  const groups = new Map<string, IncompleteUser[]>();
  for (const { eventId, vendorId, ...user } of incomplete.rows as IncompleteRow[]) {
    const key = `${eventId}:${vendorId}`;
    const users = groups.get(key);
    if (users) users.push(user);
    else groups.set(key, [user]);
  }
  return events.map((event) => ({
    ...event,
    vendors: vendors
      .map((vendor): IncompleteVendor => ({ ...vendor, users: groups.get(`${event.eventId}:${vendor.vendorId}`) ?? [] }))
      .filter((vendor) => vendor.users.length > 0),
  }));
}
