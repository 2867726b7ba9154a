import { api } from '@vsp/contract';
import { adminCaller, createUser, json, startTestServer, to, type TestServer } from '../../../test/server';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function insert(table: string, row: object): Promise<number> {
  const [{ id }] = await t.db(table).insert(row).returning('id');
  return id as number;
}

describe('random scores', () => {
  it('fill only the events whose status is Active', async () => {
    const eva = (await createUser(t.db, { username: 'eva' })).id;
    const events = {
      active: await insert('scoringEvents', { name: 'Open event', status: 'Active', order: 1 }),
      scheduled: await insert('scoringEvents', { name: 'Coming event', status: 'Scheduled', order: 2 }),
      closed: await insert('scoringEvents', { name: 'Past event', status: 'Closed', order: 3 }),
      unset: await insert('scoringEvents', { name: 'Event without status', order: 4 }),
    };
    await insert('vendors', { name: 'Vendor', order: 1 });
    for (const eventId of Object.values(events)) await insert('questions', { eventId, text: 'Q', order: 1 });

    const response = await (await adminCaller(t.server))(to(api.scores.generateRandom));
    expect(response.statusCode).toBe(200);

    const scores = await t.db('scores').where({ userId: eva });
    expect(scores.map((s) => s.eventId)).toEqual([events.active]);
    expect(json<{ created: number }>(response).created).toBe(await t.db('scores').count('* as n').first().then((r) => Number(r!.n)));
  });
});
