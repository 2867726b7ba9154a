import path from 'node:path';
import type { Knex } from 'knex';
import { migrateLatest } from '../src/migrate';
import { seedBase } from '../seeds/base';
import { asActor } from '../test/as-actor';
import { scratchDatabase } from '../test/scratch-database';

const THIS_MIGRATION = { directory: path.join(__dirname), loadExtensions: ['.js'], name: '20261209000000_audit_log.js' };


interface Entry {
  actorId: number | null;
  actorName: string | null;
  entity: string;
  entityId: string | null;
  action: string;
  changes: Record<string, { old: unknown; new: unknown }>;
}

/** The entries written after `after`, oldest first, without ids and times. */
async function entriesAfter(db: Knex, after: number): Promise<Entry[]> {
  return db('auditLog').where('id', '>', after).orderBy('id').select('actorId', 'actorName', 'entity', 'entityId', 'action', 'changes');
}

async function lastId(db: Knex): Promise<number> {
  const [{ last }] = await db('auditLog').max('id as last');
  return last ?? 0;
}


async function insertId(db: Knex, table: string, row: object): Promise<number> {
  const [{ id }] = await db(table).insert(row).returning('id');
  return id;
}

describe('the audit log kept by triggers', () => {
  let scratch: { db: Knex; drop(): Promise<void> };
  let admin: number;
  beforeAll(async () => {
    scratch = await scratchDatabase();
    await migrateLatest(scratch.db);
    admin = await insertId(scratch.db, 'users', { username: 'ada', password: 'x', name: 'Ada Admin', isAdmin: true });
  }, 60_000);
  afterAll(() => scratch?.drop());

  it('records a created, changed and deleted user with API field names, never the password hash', async () => {
    const db = scratch.db;
    const before = await lastId(db);
    const id = await asActor(db, admin, (trx) =>
      insertId(trx, 'users', { username: 'eva', password: 'hash-1', name: 'Eva', functionalArea: 'Finance' }),
    );
    await asActor(db, admin, (trx) => trx('users').where({ id }).update({ name: 'Eva E', password: 'hash-2', updatedAt: trx.fn.now() }));
    await asActor(db, admin, (trx) => trx('users').where({ id }).delete());

    const actor = { actorId: admin, actorName: 'Ada Admin', entity: 'user', entityId: String(id) };
    expect(await entriesAfter(db, before)).toEqual([
      {
        ...actor,
        action: 'created',
        changes: {
          username: { old: null, new: 'eva' },
          password: { old: null, new: 'password set' },
          name: { old: null, new: 'Eva' },
          email: { old: null, new: null },
          level: { old: null, new: null },
          role: { old: null, new: null },
          functionalArea: { old: null, new: 'Finance' },
          isAdmin: { old: null, new: false },
          oidcSubject: { old: null, new: null },
          sso: { old: null, new: false },
        },
      },
      { ...actor, action: 'updated', changes: { name: { old: 'Eva', new: 'Eva E' }, password: { old: null, new: 'password changed' } } },
      {
        ...actor,
        action: 'deleted',
        changes: {
          username: { old: 'eva', new: null },
          name: { old: 'Eva E', new: null },
          email: { old: null, new: null },
          level: { old: null, new: null },
          role: { old: null, new: null },
          functionalArea: { old: 'Finance', new: null },
          isAdmin: { old: false, new: null },
          oidcSubject: { old: null, new: null },
          sso: { old: false, new: null },
        },
      },
    ]);
    expect(JSON.stringify(await entriesAfter(db, before))).not.toMatch(/hash-/);
  });

  it('records nothing for a write that changes only the bookkeeping, and a change outside the portal without an actor', async () => {
    const db = scratch.db;
    const vendor = await insertId(db, 'vendors', { name: 'Acme Tools' });
    const before = await lastId(db);
    await db('vendors').where({ id: vendor }).update({ name: 'Acme Tools', updatedAt: db.fn.now() });
    expect(await entriesAfter(db, before)).toEqual([]);

    await db('vendors').where({ id: vendor }).update({ isActive: false, order: 3 });
    expect(await entriesAfter(db, before)).toEqual([
      { actorId: null, actorName: null, entity: 'vendor', entityId: String(vendor), action: 'updated', changes: { isActive: { old: true, new: false }, order: { old: 0, new: 3 } } },
    ]);
  });

  it('keys a permission and an info line by their pair, a submission too, and names its submitting and reopening', async () => {
    const db = scratch.db;
    const user = await insertId(db, 'users', { username: 'sam', password: 'x', name: 'Sam' });
    const event = await insertId(db, 'scoringEvents', { name: 'Spring review', startDate: '2026-03-01' });
    const vendor = await insertId(db, 'vendors', { name: 'Beta Labs' });
    const before = await lastId(db);
    await asActor(db, admin, async (trx) => {
      await trx('userEventPermissions').insert({ userId: user, eventId: event, hasAccess: false });
      await trx('eventVendorInfo').insert({ eventId: event, vendorId: vendor, info: 'Booth 4' });
    });
    await db('submissions').insert({ userId: user, eventId: event });
    await asActor(db, admin, (trx) => trx('submissions').where({ userId: user, eventId: event }).delete());

    const entries = await entriesAfter(db, before);
    expect(entries.map((entry) => [entry.entity, entry.entityId, entry.action, entry.actorId])).toEqual([
      ['permission', `${user}:${event}`, 'created', admin],
      ['event-vendor-info', `${event}:${vendor}`, 'created', admin],
      ['submission', `${user}:${event}`, 'submitted', null],
      ['submission', `${user}:${event}`, 'reopened', admin],
    ]);
    expect(entries[0].changes).toEqual({ userId: { old: null, new: user }, eventId: { old: null, new: event }, hasAccess: { old: null, new: false } });
    expect(entries[3].changes).toEqual({
      userId: { old: user, new: null },
      eventId: { old: event, new: null },
      submittedAt: { old: expect.any(String), new: null },
    });
  });

  it('records what a deleted event takes with it as deleted, and keeps every entry after the actor is gone', async () => {
    const db = scratch.db;
    const user = await insertId(db, 'users', { username: 'jo', password: 'x', name: 'Jo' });
    const leaving = await insertId(db, 'users', { username: 'lea', password: 'x', name: 'Lea Leaving Admin', isAdmin: true });
    const event = await insertId(db, 'scoringEvents', { name: 'Autumn review' });
    const question = await insertId(db, 'questions', { eventId: event, text: 'Fit?' });
    await db('submissions').insert({ userId: user, eventId: event });
    const before = await lastId(db);
    await asActor(db, leaving, (trx) => trx('scoringEvents').where({ id: event }).delete());
    await db('users').where({ id: leaving }).delete();

    const entries = (await entriesAfter(db, before)).filter((entry) => entry.actorId === leaving);
    expect(entries.map((entry) => [entry.entity, entry.entityId, entry.action, entry.actorName]).sort()).toEqual(
      [
        ['event', String(event), 'deleted', 'Lea Leaving Admin'],
        ['question', String(question), 'deleted', 'Lea Leaving Admin'],
        ['submission', `${user}:${event}`, 'deleted', 'Lea Leaving Admin'],
      ].sort(),
    );
  });

  it('writes what the server records through audit_record, and nothing when the change is rolled back', async () => {
    const db = scratch.db;
    const before = await lastId(db);
    await asActor(db, admin, (trx) => trx.raw(`select audit_record('score', null, 'deleted all', ?::jsonb)`, [JSON.stringify({ count: { old: 4, new: 0 } })]));
    await expect(
      asActor(db, admin, async (trx) => {
        await trx('vendors').insert({ name: 'Never' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await entriesAfter(db, before)).toEqual([
      { actorId: admin, actorName: 'Ada Admin', entity: 'score', entityId: null, action: 'deleted all', changes: { count: { old: 4, new: 0 } } },
    ]);
  });

  it('records the base seeds once, not at every start', async () => {
    const seed = () => seedBase(scratch.db, { adminUsername: 'admin', adminPassword: 'a-long-admin-secret-1', log: () => undefined });
    const before = await lastId(scratch.db);
    await seed();
    const seeded = await entriesAfter(scratch.db, before);
    expect(seeded.map((entry) => [entry.entity, entry.action, entry.actorId])).toEqual(
      expect.arrayContaining([
        ['user', 'created', null],
        ['content', 'created', null],
        ['site-config', 'created', null],
      ]),
    );
    const afterFirst = await lastId(scratch.db);
    await seed();
    expect(await entriesAfter(scratch.db, afterFirst)).toEqual([]);
  });

  it('refuses an entity it does not know', async () => {
    await expect(scratch.db.raw(`select audit_record('spaceship', '1', 'created', '{}')`)).rejects.toThrow(/audit_log_entity/);
  });
});

describe('the audit log migration', () => {
  let scratch: { db: Knex; drop(): Promise<void> };
  beforeAll(async () => {
    scratch = await scratchDatabase();
    await migrateLatest(scratch.db);
  });
  afterAll(() => scratch.drop());

  it('drops the log, its functions and triggers on rollback, and the tables still change without them', async () => {
    // Later migrations may build on the log (their triggers call its functions): they are undone first.
    const applied = async () => ((await scratch.db('knexMigrations').select('name')) as { name: string }[]).map((row) => row.name);
    while ((await applied()).includes(THIS_MIGRATION.name)) await scratch.db.migrate.down({ directory: THIS_MIGRATION.directory, loadExtensions: THIS_MIGRATION.loadExtensions });
    expect(await scratch.db.schema.hasTable('audit_log')).toBe(false);
    const functions = await scratch.db.raw(`select proname from pg_proc where proname like 'audit%'`);
    expect(functions.rows).toEqual([]);
    await insertId(scratch.db, 'vendors', { name: 'Still works' });
    await migrateLatest(scratch.db);
    expect(await scratch.db.schema.hasTable('audit_log')).toBe(true);
  });
});
