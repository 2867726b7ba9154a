import type { Knex } from 'knex';
import { Model } from 'objection';

/** Points every Objection model at this database. */
export function bindModels(knex: Knex): void {
  Model.knex(knex);
}
