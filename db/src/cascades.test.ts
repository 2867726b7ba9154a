import type { Knex } from 'knex';
import { scratchDatabase } from '../test/scratch-database';
import { migrateLatest } from './migrate';
import { EventVendorInfo, Question, Score, ScoringEvent, User, UserEventPermission, Vendor } from './models';

let scratch: { db: Knex; drop(): Promise<void> };

beforeAll(async () => {
  scratch = await scratchDatabase();
  await migrateLatest(scratch.db);
});
afterAll(() => scratch.drop());

async function scoredCell(db: Knex, tag: string) {
  const user = await User.query(db).insert({ username: `user-${tag}`, password: 'x', name: 'User' });
  const event = await ScoringEvent.query(db).insert({ name: `Event ${tag}`, status: 'Active' });
  const vendor = await Vendor.query(db).insert({ name: `Vendor ${tag}` });
  const question = await Question.query(db).insert({ eventId: event.id, text: 'Question' });
  await Score.query(db).insert({ userId: user.id, eventId: event.id, vendorId: vendor.id, questionId: question.id, score: 3 });
  await UserEventPermission.query(db).insert({ userId: user.id, eventId: event.id, hasAccess: true });
  await EventVendorInfo.query(db).insert({ eventId: event.id, vendorId: vendor.id, info: 'Info' });
  return { user, event, vendor, question };
}

describe('deleting a referenced record removes what refers to it', () => {
  it('an event takes its questions, scores, permissions and vendor info', async () => {
    const { event } = await scoredCell(scratch.db, 'event');
    await ScoringEvent.query(scratch.db).deleteById(event.id);
    expect(await Question.query(scratch.db).where({ eventId: event.id }).resultSize()).toBe(0);
    expect(await Score.query(scratch.db).where({ eventId: event.id }).resultSize()).toBe(0);
    expect(await UserEventPermission.query(scratch.db).where({ eventId: event.id }).resultSize()).toBe(0);
    expect(await EventVendorInfo.query(scratch.db).where({ eventId: event.id }).resultSize()).toBe(0);
  });

  it('a vendor takes its scores and vendor info', async () => {
    const { vendor } = await scoredCell(scratch.db, 'vendor');
    await Vendor.query(scratch.db).deleteById(vendor.id);
    expect(await Score.query(scratch.db).where({ vendorId: vendor.id }).resultSize()).toBe(0);
    expect(await EventVendorInfo.query(scratch.db).where({ vendorId: vendor.id }).resultSize()).toBe(0);
  });

  it('a question takes its scores', async () => {
    const { question } = await scoredCell(scratch.db, 'question');
    await Question.query(scratch.db).deleteById(question.id);
    expect(await Score.query(scratch.db).where({ questionId: question.id }).resultSize()).toBe(0);
  });

  it('a user takes their scores and permissions', async () => {
    const { user } = await scoredCell(scratch.db, 'user');
    await User.query(scratch.db).deleteById(user.id);
    expect(await Score.query(scratch.db).where({ userId: user.id }).resultSize()).toBe(0);
    expect(await UserEventPermission.query(scratch.db).where({ userId: user.id }).resultSize()).toBe(0);
  });
});

describe('constraints', () => {
  it('keeps one score per cell and scores within 0 to 5', async () => {
    const { user, event, vendor, question } = await scoredCell(scratch.db, 'constraints');
    const cell = { userId: user.id, eventId: event.id, vendorId: vendor.id, questionId: question.id };
    await expect(Score.query(scratch.db).insert({ ...cell, score: 4 })).rejects.toThrow(/scores_cell_unique/);
    await expect(Score.query(scratch.db).patch({ score: 6 }).where(cell)).rejects.toThrow(/scores_score_range/);
  });

  it('refuses a second user with the same username and an info line over 64 characters', async () => {
    await User.query(scratch.db).insert({ username: 'twin', password: 'x', name: 'Twin' });
    await expect(User.query(scratch.db).insert({ username: 'twin', password: 'x', name: 'Twin' })).rejects.toThrow(/users_username_unique/);
    const { event, vendor } = await scoredCell(scratch.db, 'long-info');
    await expect(EventVendorInfo.query(scratch.db).patch({ info: 'x'.repeat(65) }).where({ eventId: event.id, vendorId: vendor.id })).rejects.toThrow();
  });
});
