import { prepareDatabase } from '../prepare';
import { runWithDatabase } from './run';
import { baseSeedOptionsFromEnv } from '../env';

runWithDatabase(async (knex) => {
  const applied = await prepareDatabase(knex, baseSeedOptionsFromEnv(console.log));
  console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Schema is up to date');
});
