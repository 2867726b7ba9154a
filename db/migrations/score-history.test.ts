import path from 'node:path';
import type { Knex } from 'knex';
import { migrateLatest } from '../src/migrate';
import { asActor } from '../test/as-actor';
import { scratchDatabase } from '../test/scratch-database';

/** This folder's migrations, as knex reads them. */
const MIGRATIONS = { directory: path.join(__dirname), loadExtensions: ['.js'] };

interface World {
  evaluators: number[];
  admin: number;
  event: number;
  vendors: number[];
  questions: number[];
}

async function ids(db: Knex, table: string, rows: object[]): Promise<number[]> {
  return (await db(table).insert(rows).returning('id')).map((row: { id: number }) => row.id);
}

/** Two evaluators and an administrator, one event with two vendors and two questions, no scores. */
async function createWorld(db: Knex, tag: string): Promise<World> {
  const evaluators = await ids(db, 'users', [1, 2].map((n) => ({ username: `${tag}-eva-${n}`, password: 'x', name: `Evaluator ${n}` })));
  const [admin] = await ids(db, 'users', [{ username: `${tag}-admin`, password: 'x', name: 'Ada Admin', isAdmin: true }]);
  const [event] = await ids(db, 'scoringEvents', [{ name: `${tag} event`, status: 'Active' }]);
  const vendors = await ids(db, 'vendors', [1, 2].map((n) => ({ name: `${tag} vendor ${n}` })));
  const questions = await ids(db, 'questions', [1, 2].map((n) => ({ eventId: event, text: `Question ${n}` })));
  return { evaluators, admin, event, vendors, questions };
}

interface HistoryRow {
  userId: number;
  eventId: number;
  vendorId: number;
  questionId: number;
  action: string;
  oldScore: number | null;
  newScore: number | null;
  oldComments: string | null;
  newComments: string | null;
  oldFollowupQuestions: string | null;
  newFollowupQuestions: string | null;
  actorId: number | null;
  actorName: string | null;
}

/** The history of the world's event, oldest first, without ids and times. */
async function historyOf(db: Knex, world: World): Promise<HistoryRow[]> {
  return db('scoreHistory')
    .where({ eventId: world.event })
    .orderBy('id')
    .select(
      'userId',
      'eventId',
      'vendorId',
      'questionId',
      'action',
      'oldScore',
      'newScore',
      'oldComments',
      'newComments',
      'oldFollowupQuestions',
      'newFollowupQuestions',
      'actorId',
      'actorName',
    );
}

/** Saves a score the way the portal does: one row per cell, a second save replaces it. */
function save(db: Knex, cell: { userId: number; eventId: number; vendorId: number; questionId: number }, score: number, comments: string | null = null, followupQuestions: string | null = null) {
  return db('scores')
    .insert({ ...cell, score, comments, followupQuestions })
    .onConflict(['userId', 'eventId', 'vendorId', 'questionId'])
    .merge(['score', 'comments', 'followupQuestions', 'updatedAt']);
}


const blank = { oldScore: null, newScore: null, oldComments: null, newComments: null, oldFollowupQuestions: null, newFollowupQuestions: null };

describe('score history kept by triggers', () => {
  let scratch: { db: Knex; drop(): Promise<void> };
  beforeAll(async () => {
    scratch = await scratchDatabase();
    await migrateLatest(scratch.db);
  }, 60_000);
  afterAll(() => scratch?.drop());

  it('records a created score, a changed one and nothing for a save of the same values, each by the evaluator', async () => {
    const world = await createWorld(scratch.db, 'saves');
    const cell = { userId: world.evaluators[0], eventId: world.event, vendorId: world.vendors[0], questionId: world.questions[0] };
    await save(scratch.db, cell, 3, 'Solid', 'Pricing?');
    await save(scratch.db, cell, 3, 'Solid', 'Pricing?');
    await save(scratch.db, cell, 4, 'Better', null);
    await save(scratch.db, cell, 4, 'Better', null);
    await save(scratch.db, cell, 4, 'Better', 'Support hours?');

    const actor = { actorId: cell.userId, actorName: 'Evaluator 1' };
    expect(await historyOf(scratch.db, world)).toEqual([
      { ...cell, ...blank, action: 'created', newScore: 3, newComments: 'Solid', newFollowupQuestions: 'Pricing?', ...actor },
      { ...cell, action: 'updated', oldScore: 3, newScore: 4, oldComments: 'Solid', newComments: 'Better', oldFollowupQuestions: 'Pricing?', newFollowupQuestions: null, ...actor },
      { ...cell, action: 'updated', oldScore: 4, newScore: 4, oldComments: 'Better', newComments: 'Better', oldFollowupQuestions: null, newFollowupQuestions: 'Support hours?', ...actor },
    ]);
  });

  it('records a delete with no actor outside the portal, and with the administrator the server names', async () => {
    const world = await createWorld(scratch.db, 'delete');
    const cell = { userId: world.evaluators[0], eventId: world.event, vendorId: world.vendors[0], questionId: world.questions[0] };
    await save(scratch.db, cell, 2, 'Weak');
    await scratch.db('scores').where(cell).delete();
    await save(scratch.db, cell, 5);
    await asActor(scratch.db, world.admin, (trx) => trx('scores').where(cell).delete());

    const deletes = (await historyOf(scratch.db, world)).filter((row) => row.action === 'deleted');
    expect(deletes).toEqual([
      { ...cell, ...blank, action: 'deleted', oldScore: 2, oldComments: 'Weak', actorId: null, actorName: null },
      { ...cell, ...blank, action: 'deleted', oldScore: 5, actorId: world.admin, actorName: 'Ada Admin' },
    ]);
  });

  it('names the administrator for scores they generate or change, and keeps the name after the administrator is renamed and deleted', async () => {
    const world = await createWorld(scratch.db, 'actor');
    await asActor(scratch.db, world.admin, (trx) =>
      trx.raw(
        `insert into scores (user_id, event_id, vendor_id, question_id, score)
         select u, ?, v, q, 1 from unnest(?::int[]) u cross join unnest(?::int[]) v cross join unnest(?::int[]) q`,
        [world.event, world.evaluators, world.vendors, world.questions],
      ),
    );
    await asActor(scratch.db, world.admin, (trx) => trx('scores').where({ eventId: world.event, userId: world.evaluators[1] }).update({ score: 2 }));
    await scratch.db('users').where({ id: world.admin }).update({ name: 'Renamed Admin' });
    await scratch.db('users').where({ id: world.admin }).delete();

    const history = await historyOf(scratch.db, world);
    expect(history.filter((row) => row.action === 'created')).toHaveLength(8);
    expect(history.filter((row) => row.action === 'updated')).toHaveLength(4);
    expect(history.every((row) => row.actorId === world.admin && row.actorName === 'Ada Admin')).toBe(true);
  });

  it('records every score Delete All removes, in one statement', async () => {
    const world = await createWorld(scratch.db, 'delete-all');
    for (const userId of world.evaluators) {
      for (const vendorId of world.vendors) await save(scratch.db, { userId, eventId: world.event, vendorId, questionId: world.questions[0] }, 4, 'Kept');
    }
    const before = await scratch.db('scores').orderBy('id');
    await asActor(scratch.db, world.admin, (trx) => trx('scores').delete());

    const deletes = (await historyOf(scratch.db, world)).filter((row) => row.action === 'deleted');
    expect(deletes).toHaveLength(4);
    expect(deletes.every((row) => row.oldScore === 4 && row.oldComments === 'Kept' && row.actorId === world.admin)).toBe(true);
    const cellOf = (row: { userId: number; vendorId: number }) => `${row.userId}/${row.vendorId}`;
    expect(deletes.map(cellOf).sort()).toEqual(before.filter((row) => row.eventId === world.event).map(cellOf).sort());
  });

  it.each([
    ['vendor', 'vendors', (w: World) => w.vendors[1], 'vendorId'],
    ['question', 'questions', (w: World) => w.questions[1], 'questionId'],
    ['user', 'users', (w: World) => w.evaluators[1], 'userId'],
    ['event', 'scoring_events', (w: World) => w.event, 'eventId'],
  ] as const)('records the scores a deleted %s takes with it, and keeps their history', async (tag, table, target, key) => {
    const world = await createWorld(scratch.db, `cascade-${tag}`);
    for (const userId of world.evaluators) {
      for (const vendorId of world.vendors) {
        for (const questionId of world.questions) await save(scratch.db, { userId, eventId: world.event, vendorId, questionId }, 3);
      }
    }
    const id = target(world);
    await asActor(scratch.db, world.admin, (trx) => trx.raw(`delete from ${table} where id = ?`, [id]));

    const history = await historyOf(scratch.db, world);
    const deleted = history.filter((row) => row.action === 'deleted');
    expect(deleted.length).toBe(tag === 'event' ? 8 : 4);
    expect(deleted.every((row) => row[key] === id && row.oldScore === 3 && row.actorId === world.admin && row.actorName === 'Ada Admin')).toBe(true);
    // The history of what was deleted is still there, creations included.
    expect(history.filter((row) => row[key] === id && row.action === 'created')).toHaveLength(deleted.length);
  });

  it('names the administrator the server names for one score they change, and records nothing for a change of no score', async () => {
    const world = await createWorld(scratch.db, 'one-row');
    const cell = { userId: world.evaluators[0], eventId: world.event, vendorId: world.vendors[0], questionId: world.questions[0] };
    await save(scratch.db, cell, 3, 'Fine');
    await asActor(scratch.db, world.admin, (trx) => trx('scores').where(cell).update({ score: 1 }));
    await asActor(scratch.db, world.admin, (trx) => trx('scores').where({ ...cell, vendorId: world.vendors[1] }).update({ score: 5 }));
    await scratch.db('scores').where(cell).update({ score: 1 });

    expect(await historyOf(scratch.db, world)).toEqual([
      { ...cell, ...blank, action: 'created', newScore: 3, newComments: 'Fine', actorId: cell.userId, actorName: 'Evaluator 1' },
      { ...cell, action: 'updated', oldScore: 3, newScore: 1, oldComments: 'Fine', newComments: 'Fine', oldFollowupQuestions: null, newFollowupQuestions: null, actorId: world.admin, actorName: 'Ada Admin' },
    ]);
  });

  it('records one score and many scores of a statement alike', async () => {
    const world = await createWorld(scratch.db, 'alike');
    const [first, second] = world.evaluators;
    const cells = (userId: number) => world.vendors.flatMap((vendorId) => world.questions.map((questionId) => ({ userId, eventId: world.event, vendorId, questionId })));
    // The first evaluator's scores one statement each, the second's in one statement.
    for (const cell of cells(first)) await save(scratch.db, cell, 2, 'Same');
    await scratch.db('scores').insert(cells(second).map((cell) => ({ ...cell, score: 2, comments: 'Same' })));
    for (const cell of cells(first)) await save(scratch.db, cell, 4, 'Same');
    await scratch.db('scores').where({ userId: second }).update({ score: 4 });

    const history = await historyOf(scratch.db, world);
    // Within one statement the rows of the history come in no particular order.
    const of = (userId: number, name: string) =>
      history
        .filter((row) => row.userId === userId)
        .map(({ userId: _user, actorId, actorName, ...row }) => ({ ...row, actor: actorId === userId && actorName === name }))
        .sort((a, b) => a.action.localeCompare(b.action) || a.vendorId - b.vendorId || a.questionId - b.questionId);
    expect(of(first, 'Evaluator 1')).toHaveLength(8);
    expect(of(first, 'Evaluator 1')).toEqual(of(second, 'Evaluator 2'));
  });

  it('records a score moved to another cell as deleted from the old cell and created in the new one', async () => {
    const world = await createWorld(scratch.db, 'move');
    const cell = { userId: world.evaluators[0], eventId: world.event, vendorId: world.vendors[0], questionId: world.questions[0] };
    await save(scratch.db, cell, 5, 'Moved');
    await scratch.db('scores').where(cell).update({ vendorId: world.vendors[1] });

    const [, deleted, created] = await historyOf(scratch.db, world);
    const actor = { actorId: cell.userId, actorName: 'Evaluator 1' };
    expect(deleted).toEqual({ ...cell, ...blank, action: 'deleted', oldScore: 5, oldComments: 'Moved', ...actor });
    expect(created).toEqual({ ...cell, ...blank, vendorId: world.vendors[1], action: 'created', newScore: 5, newComments: 'Moved', ...actor });
  });

  it('records the change of a score whose id a statement changed too', async () => {
    const world = await createWorld(scratch.db, 'renumber');
    const cell = { userId: world.evaluators[0], eventId: world.event, vendorId: world.vendors[0], questionId: world.questions[0] };
    await save(scratch.db, cell, 2);
    await scratch.db('scores').where(cell).update({ id: scratch.db.raw('id + 1000000'), score: 4 });
    expect((await historyOf(scratch.db, world)).map((row) => [row.action, row.oldScore, row.newScore])).toEqual([
      ['created', null, 2],
      ['updated', 2, 4],
    ]);
  });

  it('records the scores a truncate removes', async () => {
    const world = await createWorld(scratch.db, 'truncate');
    await save(scratch.db, { userId: world.evaluators[0], eventId: world.event, vendorId: world.vendors[0], questionId: world.questions[0] }, 1);
    await scratch.db.raw('truncate scores');
    expect((await historyOf(scratch.db, world)).map((row) => [row.action, row.oldScore])).toEqual([
      ['created', null],
      ['deleted', 1],
    ]);
  });

  it('writes nothing when the change is rolled back', async () => {
    const world = await createWorld(scratch.db, 'rollback');
    const cell = { userId: world.evaluators[0], eventId: world.event, vendorId: world.vendors[0], questionId: world.questions[0] };
    await expect(
      scratch.db.transaction(async (trx) => {
        await save(trx, cell, 4);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await historyOf(scratch.db, world)).toEqual([]);
  });
});

describe('the score history migration', () => {
  let scratch: { db: Knex; drop(): Promise<void> };
  beforeAll(async () => {
    scratch = await scratchDatabase();
    await migrateLatest(scratch.db);
  });
  afterAll(() => scratch.drop());

  it('drops the history and its triggers on rollback, and scores still save without them', async () => {
    // The later migrations first, as a rollback takes them.
    while (await scratch.db.schema.hasTable('score_history')) await scratch.db.migrate.down(MIGRATIONS);
    const world = await createWorld(scratch.db, 'rolled-back');
    await save(scratch.db, { userId: world.evaluators[0], eventId: world.event, vendorId: world.vendors[0], questionId: world.questions[0] }, 2);
    await migrateLatest(scratch.db);
    expect(await scratch.db.schema.hasTable('score_history')).toBe(true);
  });
});
