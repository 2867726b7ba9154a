import { Model, type AnyQueryBuilder, type Modifiers, type Pojo } from 'objection';

/** The table (or its alias in a join) of the model a query reads. */
function tableOf(query: AnyQueryBuilder): string {
  return query.tableRefFor(query.modelClass());
}

/**
 * Query parts of the tables an administrator switches on and off and puts in order (events,
 * vendors, questions): `active` keeps the rows that are switched on, `inDisplayOrder` sorts them as
 * every screen lists them, by their order and then by id.
 */
export const displayModifiers: Modifiers = {
  active(query: AnyQueryBuilder) {
    query.where(`${tableOf(query)}.isActive`, true);
  },
  inDisplayOrder(query: AnyQueryBuilder) {
    query.orderBy([`${tableOf(query)}.order`, `${tableOf(query)}.id`]);
  },
};

/**
 * `json` with its exact decimal `columns`, which the database driver hands over as text ("1.25",
 * "1.00"), as numbers: the portal keeps at most two decimals, so they still read as typed.
 */
export function decimalsAsNumbers(json: Pojo, columns: string[]): Pojo {
  for (const column of columns) if (typeof json[column] === 'string') json[column] = Number(json[column]);
  return json;
}

/** Sets updatedAt on every update; tables without that column override `touchesUpdatedAt`. */
export class BaseModel extends Model {
  static touchesUpdatedAt = true;

  override $beforeUpdate(): void {
    if ((this.constructor as typeof BaseModel).touchesUpdatedAt) {
      (this as unknown as { updatedAt: Date }).updatedAt = new Date();
    }
  }
}
