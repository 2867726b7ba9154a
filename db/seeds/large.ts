import type { Knex } from 'knex';
import { hashPassword } from '../src/passwords';

export interface LargeSeedSize {
  events: number;
  vendors: number;
  questions: number;
  users: number;
}

export const DEFAULT_LARGE_SIZE: LargeSeedSize = { events: 1, vendors: 40, questions: 25, users: 1000 };

/**
 * A benchmark data set written set-based in SQL: every evaluator scores every cell of every
 * Active event, with a No Vote in about one answer of eleven. Usernames are bench-user-N with
 * the password "bench-password".
 */
export async function seedLarge(knex: Knex, size: LargeSeedSize): Promise<{ scores: number }> {
  const passwordHash = await hashPassword('bench-password');
  return knex.transaction(async (trx) => {
    const run = `${Date.now()}`;
    const events = await trx.raw(
      `insert into scoring_events (name, description, status, "order", start_date)
       select 'Benchmark event ' || g || ' (' || ? || ')', 'Generated for benchmarks', 'Active', g, current_date
       from generate_series(1, ?) g returning id`,
      [run, size.events],
    );
    const eventIds: number[] = events.rows.map((row: { id: number }) => row.id);
    const vendors = await trx.raw(
      `insert into vendors (name, company, "order")
       select 'Benchmark vendor ' || g, 'Company ' || g, g from generate_series(1, ?) g returning id`,
      [size.vendors],
    );
    const vendorIds: number[] = vendors.rows.map((row: { id: number }) => row.id);
    await trx.raw(
      `insert into questions (event_id, text, description, "order")
       select e, 'Question ' || g, 'Generated question ' || g, g
       from unnest(?::int[]) e cross join generate_series(1, ?) g`,
      [eventIds, size.questions],
    );
    await trx.raw(
      `insert into users (username, password, name, email, level, role, functional_area)
       select 'bench-user-' || ? || '-' || g, ?, 'Benchmark User ' || g, 'bench' || g || '@example.com', 'L' || (g % 5), 'Evaluator', 'Area ' || (g % 7)
       from generate_series(1, ?) g`,
      [run, passwordHash, size.users],
    );
    const inserted = await trx.raw(
      `insert into scores (user_id, event_id, vendor_id, question_id, score, comments)
       select u.id, q.event_id, v.id, q.id, (random() * 5.49)::int,
              case when random() < 0.05 then 'Generated comment' end
       from users u
       cross join questions q
       cross join vendors v
       where u.username like 'bench-user-' || ? || '-%'
         and q.event_id = any(?::int[]) and v.id = any(?::int[])
       on conflict do nothing`,
      [run, eventIds, vendorIds],
    );
    return { scores: inserted.rowCount ?? 0 };
  });
}
