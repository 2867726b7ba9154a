import { DEMO_EVALUATORS, seedDemo } from '../../seeds/demo';
import { prepareDatabase } from '../prepare';
import { runWithDatabase } from './run';
import { baseSeedOptionsFromEnv } from '../env';

runWithDatabase(async (knex) => {
  await prepareDatabase(knex, baseSeedOptionsFromEnv(console.log));
  const created = await seedDemo(knex);
  console.log(created ? 'Demo data created. Evaluators:' : 'Demo data is already there. Evaluators:');
  for (const evaluator of DEMO_EVALUATORS) console.log(`  ${evaluator.username} / ${evaluator.password}`);
});
