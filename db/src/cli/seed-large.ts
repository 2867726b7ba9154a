import { parseArgs } from 'node:util';
import { DEFAULT_LARGE_SIZE, seedLarge, type LargeSeedSize } from '../../seeds/large';
import { prepareDatabase } from '../prepare';
import { runWithDatabase } from './run';
import { baseSeedOptionsFromEnv } from '../env';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: String(DEFAULT_LARGE_SIZE.events) },
    vendors: { type: 'string', default: String(DEFAULT_LARGE_SIZE.vendors) },
    questions: { type: 'string', default: String(DEFAULT_LARGE_SIZE.questions) },
    users: { type: 'string', default: String(DEFAULT_LARGE_SIZE.users) },
  },
});

function positive(name: keyof LargeSeedSize): number {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number of at least 1`);
  return value;
}

runWithDatabase(async (knex) => {
  const size = { events: positive('events'), vendors: positive('vendors'), questions: positive('questions'), users: positive('users') };
  await prepareDatabase(knex, baseSeedOptionsFromEnv(console.log));
  const started = Date.now();
  const { scores } = await seedLarge(knex, size);
  console.log(`Generated ${JSON.stringify(size)}: ${scores} scores in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
