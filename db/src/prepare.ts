import { setTimeout as sleep } from 'node:timers/promises';
import type { Knex } from 'knex';
import { seedBase, type BaseSeedOptions } from '../seeds/base';
import { migrateLatest } from './migrate';

const LOCK_WAIT_MS = 60_000;

function isMigrationLocked(error: unknown): boolean {
  return error instanceof Error && error.name === 'MigrationLocked';
}

/** Migrations then base seeds; a replica that finds another one migrating waits for it. */
export async function prepareDatabase(knex: Knex, seed: BaseSeedOptions): Promise<string[]> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      const applied = await migrateLatest(knex);
      await seedBase(knex, seed);
      return applied;
    } catch (error) {
      if (!isMigrationLocked(error) || Date.now() > deadline) throw error;
      await sleep(500);
    }
  }
}
