import { randomUUID } from 'node:crypto';
import { api, REMINDER_INTERRUPTED, REMINDER_SKIPPED, type Reminder, type RemindersQueued } from '@vsp/contract';
import { runPositionalSql } from '@vsp/db';
import type { Knex } from 'knex';
import PgBoss10 from 'pg-boss-10';
import { createCatalog, dataFingerprint, type Catalog } from '../../../test/fixtures';
import { startSecondProcess, until } from '../../../test/second-process';
import { adminCaller, caller, createUser, json, startTestServer, to, type Caller, type TestServer } from '../../../test/server';
import { mailConfigFor, TestSmtpServer } from '../../../test/smtp';
import { deliverReminder } from './delivery';
import { REMINDER_QUEUE } from './mail-queue';
import { Mailer } from './mailer';

const PORTAL = 'https://portal.example.org';

interface People {
  alice: number;
  bob: number;
  carol: number;
  dave: number;
}

/**
 * In the catalog's Active event (two active vendors, two active questions): Alice answered one
 * question for the first vendor, Bob answered everything, Carol (no address) and Dave nothing.
 */
async function createPeople(db: Knex, catalog: Catalog): Promise<People> {
  const alice = await createUser(db, { username: 'alice', name: 'Alice Evaluator', email: 'alice@example.org' });
  const bob = await createUser(db, { username: 'bob', name: 'Bob Evaluator', email: 'bob@example.org' });
  const carol = await createUser(db, { username: 'carol', name: 'Carol Evaluator' });
  const dave = await createUser(db, { username: 'dave', name: 'Dave Evaluator', email: 'dave@example.org' });
  const [second, first] = catalog.vendors;
  const eventId = catalog.active.id;
  await db('scores').insert({ userId: alice.id, eventId, vendorId: first.id, questionId: catalog.questions[1].id, score: 4 });
  for (const vendor of [first, second]) {
    for (const question of catalog.questions) await db('scores').insert({ userId: bob.id, eventId, vendorId: vendor.id, questionId: question.id, score: 3 });
  }
  return { alice: alice.id, bob: bob.id, carol: carol.id, dave: dave.id };
}

const send = (eventId: number, payload: object = {}) => ({ ...to(api.reminders.send, { eventId }), payload });

async function record(admin: Caller, eventId: number): Promise<Reminder[]> {
  return json<Reminder[]>(await admin(to(api.reminders.list, { eventId })));
}

async function waitForRecord(admin: Caller, eventId: number, done: (reminders: Reminder[]) => boolean, what: string): Promise<Reminder[]> {
  let last: Reminder[] = [];
  await until(async () => done((last = await record(admin, eventId))), what);
  return last;
}

const allSent = (reminders: Reminder[]) => reminders.every((reminder) => reminder.status !== 'queued');

describe('reminders without mail configured', () => {
  let t: TestServer;
  let admin: Caller;
  let catalog: Catalog;

  beforeAll(async () => {
    t = await startTestServer();
    admin = await adminCaller(t.server);
    catalog = await createCatalog(t.db);
    await createPeople(t.db, catalog);
  });
  afterAll(() => t.close());

  it('says mail is not configured, and queues nothing', async () => {
    expect(json(await admin(to(api.reminders.mailSettings)))).toEqual({ configured: false, cooldownHours: 24 });
    const before = await dataFingerprint(t.db);
    const response = await admin(send(catalog.active.id));
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({ message: 'Mail is not configured' });
    expect(await dataFingerprint(t.db)).toEqual(before);
  });
});

describe('reminders sent through a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let t: TestServer;
  let admin: Caller;
  let catalog: Catalog;
  let people: People;

  beforeAll(async () => {
    smtp = await TestSmtpServer.create();
    t = await startTestServer({ mail: mailConfigFor(smtp), reminderCooldownHours: 24 });
    admin = await adminCaller(t.server);
    catalog = await createCatalog(t.db);
    people = await createPeople(t.db, catalog);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('tells the screens that mail is configured, with the cool-down', async () => {
    expect(json(await admin(to(api.reminders.mailSettings)))).toEqual({ configured: true, cooldownHours: 24 });
  });

  it('a dry run counts who would get one and writes nothing', async () => {
    const before = await dataFingerprint(t.db);
    const response = await admin(send(catalog.active.id, { dryRun: true }));
    expect(response.statusCode).toBe(202);
    expect(json(response)).toEqual({ queued: 2, skipped: [{ userId: people.carol, reason: REMINDER_SKIPPED.noEmail }] });
    expect(await dataFingerprint(t.db)).toEqual(before);
  });

  it('sends each incomplete user exactly one message with their own missing items and a link to the event', async () => {
    const eventId = catalog.active.id;
    const response = await admin(send(eventId));
    expect(response.statusCode).toBe(202);
    expect(json<RemindersQueued>(response)).toEqual({ queued: 2, skipped: [{ userId: people.carol, reason: 'No e-mail address' }] });

    const reminders = await waitForRecord(admin, eventId, (rows) => rows.length === 3 && allSent(rows), 'both reminders delivered');
    expect(smtp.received.map((mail) => mail.to).sort()).toEqual(['alice@example.org', 'dave@example.org']);
    const alice = smtp.received.find((mail) => mail.to === 'alice@example.org')!;
    expect(alice.subject).toBe('Reminder: your evaluation of Active event');
    expect(alice.text).toContain('Hello Alice Evaluator,');
    expect(alice.text).toContain('- First vendor (First Co): 1/2 questions completed\n- Second vendor (Second Co): 0/2 questions completed');
    expect(alice.text).toContain(`${PORTAL}/scoring/${eventId}`);
    const dave = smtp.received.find((mail) => mail.to === 'dave@example.org')!;
    expect(dave.text).toContain('- First vendor (First Co): 0/2 questions completed\n- Second vendor (Second Co): 0/2 questions completed');
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(2);

    expect(reminders.map(({ userId, status, attempts, email }) => ({ userId, status, attempts, email }))).toEqual(
      expect.arrayContaining([
        { userId: people.alice, status: 'sent', attempts: 1, email: 'alice@example.org' },
        { userId: people.dave, status: 'sent', attempts: 1, email: 'dave@example.org' },
        { userId: people.carol, status: 'skipped', attempts: 0, email: null },
      ]),
    );
    expect(reminders.find((reminder) => reminder.userId === people.carol)).toMatchObject({ name: 'Carol Evaluator', reason: 'No e-mail address', sentAt: null });
    expect(reminders.find((reminder) => reminder.userId === people.alice)?.sentAt).toEqual(expect.any(String));
  });

  it('skips users reminded within the cool-down, unless forced', async () => {
    const eventId = catalog.active.id;
    const again = json<RemindersQueued>(await admin(send(eventId)));
    const recently = REMINDER_SKIPPED.recentlyReminded(24);
    expect(again.queued).toBe(0);
    expect(again.skipped).toEqual(
      expect.arrayContaining([
        { userId: people.alice, reason: recently },
        { userId: people.dave, reason: recently },
      ]),
    );
    const before = smtp.received.length;
    const forced = json<RemindersQueued>(await admin(send(eventId, { userIds: [people.alice], force: true })));
    expect(forced).toEqual({ queued: 1, skipped: [] });
    await until(async () => smtp.received.length === before + 1, 'the forced reminder delivered');
    expect(smtp.received.at(-1)?.to).toBe('alice@example.org');
  });

  it('reports listed users who have nothing missing, or who do not exist, and keeps the newest first', async () => {
    const eventId = catalog.active.id;
    const response = json<RemindersQueued>(await admin(send(eventId, { userIds: [people.bob, 999_999] })));
    expect(response).toEqual({
      queued: 0,
      skipped: [
        { userId: people.bob, reason: REMINDER_SKIPPED.notIncomplete },
        { userId: 999_999, reason: REMINDER_SKIPPED.notIncomplete },
      ],
    });
    const reminders = await record(admin, eventId);
    expect(reminders[0]).toMatchObject({ userId: people.bob, status: 'skipped', reason: REMINDER_SKIPPED.notIncomplete });
    expect(reminders.some((reminder) => reminder.userId === 999_999)).toBe(false);
  });

  it('takes templates from Site Config', async () => {
    await admin({
      ...to(api.site.updateConfig),
      payload: { siteName: 'Review Hub', reminderSubject: '{siteName}: {event} needs you', reminderBody: '{name}: {missing} -> {link}' },
    });
    const before = smtp.received.length;
    await admin(send(catalog.active.id, { userIds: [people.dave], force: true }));
    await until(async () => smtp.received.length === before + 1, 'the templated reminder delivered');
    expect(smtp.received.at(-1)).toMatchObject({
      subject: 'Review Hub: Active event needs you',
      text: expect.stringContaining(`Dave Evaluator: - First vendor (First Co): 0/2 questions completed\n- Second vendor (Second Co): 0/2 questions completed -> ${PORTAL}/scoring/${catalog.active.id}`),
    });
  });

  it('marks a reminder failed at once when the mail server refuses the mailbox for good', async () => {
    const eventId = catalog.active.id;
    smtp.unknownMailboxes.add('dave@example.org');
    try {
      await admin(send(eventId, { userIds: [people.dave], force: true }));
      const [refused] = await waitForRecord(admin, eventId, ([newest]) => newest?.status !== 'queued', 'the refusal recorded');
      expect(refused).toMatchObject({ userId: people.dave, status: 'failed', attempts: 1, sentAt: null, reason: expect.stringContaining('No such mailbox') });
    } finally {
      smtp.unknownMailboxes.clear();
    }
  });

  it('does not send again a reminder whose sending was cut off, and says why', async () => {
    const [reminder] = await t.db('reminders')
      .insert({ runId: randomUUID(), eventId: catalog.active.id, userId: people.alice, email: 'alice@example.org', subject: 'S', body: 'B', status: 'queued', sendingSince: new Date(), attempts: 1 })
      .returning('id');
    const before = smtp.received.length;
    await deliverReminder(t.db, new Mailer(mailConfigFor(smtp)), PORTAL, { reminderId: reminder.id }, { retryCount: 1, retryLimit: 5 });
    expect(await t.db('reminders').where({ id: reminder.id }).first()).toMatchObject({ status: 'failed', reason: REMINDER_INTERRUPTED, sendingSince: null });
    expect(smtp.received).toHaveLength(before);
  });

  it('refuses bad requests with a message naming the problem, and evaluators', async () => {
    const eventId = catalog.active.id;
    const bad = await admin(send(eventId, { userIds: ['someone'] }));
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ message: expect.stringContaining('userIds') });
    expect((await admin(send(999_999))).statusCode).toBe(404);
    expect((await admin(to(api.reminders.list, { eventId: 999_999 }))).statusCode).toBe(404);
    const closed = await admin(send(catalog.closed.id));
    expect(closed.statusCode).toBe(409);
    expect(json(closed)).toMatchObject({ message: 'Reminders can only be sent when the event status is "Active"' });
    const evaluator = await caller(t.server, 'bob');
    expect((await evaluator(send(eventId))).statusCode).toBe(403);
    expect((await evaluator(to(api.reminders.list, { eventId }))).statusCode).toBe(403);
  });
});

describe('a mail server that is down', () => {
  let smtp: TestSmtpServer;
  let t: TestServer;
  let admin: Caller;

  beforeAll(async () => {
    smtp = await TestSmtpServer.create({ listening: false });
    t = await startTestServer({ mail: mailConfigFor(smtp) });
    admin = await adminCaller(t.server);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('keeps the reminder queued with the error, tries again, and delivers it once when the server is back', async () => {
    const catalog = await createCatalog(t.db);
    const people = await createPeople(t.db, catalog);
    const eventId = catalog.active.id;
    expect(json(await admin(send(eventId, { userIds: [people.dave] })))).toEqual({ queued: 1, skipped: [] });
    const failing = await waitForRecord(admin, eventId, ([reminder]) => (reminder?.attempts ?? 0) >= 1 && reminder?.reason !== null, 'a failed attempt');
    expect(failing[0]).toMatchObject({ status: 'queued', reason: expect.stringContaining('ECONNREFUSED') });

    await smtp.start();
    const [delivered] = await waitForRecord(admin, eventId, ([reminder]) => reminder?.status === 'sent', 'delivery once the server is back');
    expect(delivered.attempts).toBeGreaterThanOrEqual(2);
    expect(delivered.reason).toBeNull();
    // Nothing is left to try again: wait past another retry's delay, and there is still one message.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(smtp.received.map((mail) => mail.to)).toEqual(['dave@example.org']);
  }, 60_000);
});

describe('two server processes on one database', () => {
  let smtp: TestSmtpServer;
  let t: TestServer;
  let second: Awaited<ReturnType<typeof startSecondProcess>>;
  let admin: Caller;

  beforeAll(async () => {
    smtp = await TestSmtpServer.create();
    t = await startTestServer({ mail: mailConfigFor(smtp) });
    second = await startSecondProcess(t, { mail: mailConfigFor(smtp) });
    admin = await adminCaller(t.server);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    await smtp.stop();
  });

  it('deliver each message once', async () => {
    const catalog = await createCatalog(t.db);
    const users = [];
    for (let n = 0; n < 12; n += 1) users.push(await createUser(t.db, { username: `evaluator${n}`, email: `evaluator${n}@example.org` }));
    const response = json<RemindersQueued>(await admin(send(catalog.active.id)));
    expect(response).toEqual({ queued: 12, skipped: [] });
    await waitForRecord(admin, catalog.active.id, (rows) => rows.length === 12 && allSent(rows), 'every reminder delivered');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.received.map((mail) => mail.to).sort()).toEqual(users.map((user) => user.email).sort());
  }, 60_000);
});

describe('a restart', () => {
  let smtp: TestSmtpServer;
  let t: TestServer;
  let next: Awaited<ReturnType<typeof startSecondProcess>> | undefined;

  beforeAll(async () => {
    smtp = await TestSmtpServer.create({ listening: false });
    t = await startTestServer({ mail: mailConfigFor(smtp) });
  });
  afterAll(async () => {
    await next?.close();
    await t.close();
    await smtp.stop();
  });

  it('keeps queued mail: the process that starts next on the database delivers it, once', async () => {
    const catalog = await createCatalog(t.db);
    const people = await createPeople(t.db, catalog);
    const admin = await adminCaller(t.server);
    expect(json(await admin(send(catalog.active.id, { userIds: [people.alice, people.dave] })))).toEqual({ queued: 2, skipped: [] });
    // The only process stops before the mail server is reachable.
    await t.server.stop();
    await smtp.start();
    next = await startSecondProcess(t, { mail: mailConfigFor(smtp) });
    await until(async () => (await t.db('reminders').where({ status: 'sent' })).length === 2, 'the queued reminders delivered after the restart');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.received.map((mail) => mail.to).sort()).toEqual(['alice@example.org', 'dave@example.org']);
  }, 60_000);
});

describe('an upgrade from the queue pg-boss 10 made', () => {
  let smtp: TestSmtpServer;
  let t: TestServer;
  let next: Awaited<ReturnType<typeof startSecondProcess>> | undefined;

  beforeAll(async () => {
    smtp = await TestSmtpServer.create();
    // No mail configured: this process runs no queue, as the earlier version's would not here.
    t = await startTestServer();
  });
  afterAll(async () => {
    await next?.close();
    await t.close();
    await smtp.stop();
  });

  it('starts on it, delivers each reminder still queued once, and drops the old schema', async () => {
    const catalog = await createCatalog(t.db);
    const people = await createPeople(t.db, catalog);
    const runId = randomUUID();
    const reminder = (userId: number, email: string, status: string) => ({ runId, eventId: catalog.active.id, userId, email, subject: 'Reminder', body: 'Please finish', status });
    const rows: { id: number }[] = await t.db('reminders')
      .insert([reminder(people.alice, 'alice@example.org', 'queued'), reminder(people.dave, 'dave@example.org', 'queued'), reminder(people.bob, 'bob@example.org', 'sent')])
      .returning('id');
    // The queue as pg-boss 10 left it in the portal's database: its schema, with a job for each queued reminder.
    const old = new PgBoss10({ db: { executeSql: (text, values) => runPositionalSql(t.db, text, values) }, schema: 'mail_queue', supervise: false, schedule: false });
    await old.start();
    await old.createQueue(REMINDER_QUEUE);
    await old.insert(rows.slice(0, 2).map(({ id }) => ({ name: REMINDER_QUEUE, data: { reminderId: id } })));
    await old.stop({ graceful: false, wait: true });

    next = await startSecondProcess(t, { mail: mailConfigFor(smtp) });
    await until(async () => (await t.db('reminders').where({ status: 'sent' })).length === 3, 'the queued reminders delivered after the upgrade');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.received.map((mail) => mail.to).sort()).toEqual(['alice@example.org', 'dave@example.org']);
    const schemas = await t.db.raw<{ rows: { nspname: string }[] }>(`select nspname from pg_namespace where nspname like 'mail_queue%' order by 1`);
    expect(schemas.rows.map((row) => row.nspname)).toEqual(['mail_queue']);
  }, 60_000);
});
