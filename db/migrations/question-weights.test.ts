import path from 'node:path';
import { DISAGREEMENT_THRESHOLD, QUESTION_WEIGHT } from '@vsp/contract';
import type { Knex } from 'knex';
import { Question } from '../src/models/Question';
import { scratchDatabase } from '../test/scratch-database';

let scratch: { db: Knex; drop(): Promise<void> };

const MIGRATIONS = { directory: path.join(__dirname), loadExtensions: ['.js'] };
const THIS_MIGRATION = '20261204000000_question_weights_and_disagreement_threshold.js';

let eventId: number;
let questionId: number;

beforeAll(async () => {
  scratch = await scratchDatabase();
  // The schema as it was before weights, with an event and a question already in it.
  for (const name of [
    '20261122000000_initial_schema.js',
    '20261201000000_case_insensitive_usernames_and_sign_in_throttle.js',
    '20261202000000_score_aggregates.js',
    '20261203000000_change_notifications.js',
  ]) {
    await scratch.db.migrate.up({ ...MIGRATIONS, name });
  }
  [{ id: eventId }] = await scratch.db('scoringEvents').insert({ name: 'Earlier event' }).returning('id');
  [{ id: questionId }] = await scratch.db('questions').insert({ eventId, text: 'Earlier question' }).returning('id');
  await scratch.db.migrate.up({ ...MIGRATIONS, name: THIS_MIGRATION });
});
afterAll(() => scratch.drop());

const question = (weight: number | string) => scratch.db('questions').insert({ eventId, text: 'Weighed', weight }).returning('weight');

describe('question weights and disagreement thresholds', () => {
  it('gives existing questions a weight of 1 and no section, and existing events a threshold of 2', async () => {
    const earlier = await scratch.db('questions').where({ id: questionId }).first('weight', 'section');
    expect(earlier).toEqual({ weight: '1.00', section: null });
    expect(Number(earlier.weight)).toBe(QUESTION_WEIGHT.default);
    expect(await scratch.db('scoringEvents').where({ id: eventId }).first('disagreementThreshold')).toEqual({
      disagreementThreshold: DISAGREEMENT_THRESHOLD.default,
    });
  });

  it('keeps two decimals exactly and the contract range', async () => {
    expect(await question(0.29)).toEqual([{ weight: '0.29' }]);
    expect(await question(QUESTION_WEIGHT.max)).toEqual([{ weight: '100.00' }]);
    expect(await question(0.01)).toEqual([{ weight: '0.01' }]);
    for (const weight of [0, -1, 100.01]) {
      await expect(question(weight)).rejects.toMatchObject({ constraint: 'questions_weight_range' });
    }
  });

  it('keeps the threshold within the contract range', async () => {
    const event = (threshold: number) => scratch.db('scoringEvents').insert({ name: 'E', disagreementThreshold: threshold });
    await event(DISAGREEMENT_THRESHOLD.min);
    await event(DISAGREEMENT_THRESHOLD.max);
    for (const threshold of [DISAGREEMENT_THRESHOLD.min - 1, DISAGREEMENT_THRESHOLD.max + 1]) {
      await expect(event(threshold)).rejects.toMatchObject({ constraint: 'scoring_events_disagreement_threshold_range' });
    }
  });

  it('reads a weight through the model as a number', async () => {
    await scratch.db('questions').where({ id: questionId }).update({ weight: 12.5 });
    const read = await Question.query(scratch.db).findById(questionId);
    expect(read?.weight).toBe(12.5);
    expect(read?.toJSON()).toMatchObject({ weight: 12.5, section: null });
  });

  it('rolls back to the schema without them', async () => {
    const columns = async () =>
      Promise.all([
        scratch.db.schema.hasColumn('questions', 'weight'),
        scratch.db.schema.hasColumn('questions', 'section'),
        scratch.db.schema.hasColumn('scoring_events', 'disagreement_threshold'),
      ]);
    expect(await columns()).toEqual([true, true, true]);
    await scratch.db.migrate.down({ ...MIGRATIONS, name: THIS_MIGRATION });
    expect(await columns()).toEqual([false, false, false]);
  });
});
