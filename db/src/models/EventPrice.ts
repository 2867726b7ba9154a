import type { Pojo } from 'objection';
import { BaseModel, decimalsAsNumbers } from './BaseModel';

/** A vendor's price in an event, for the award's price score. */
export class EventPrice extends BaseModel {
  static override tableName = 'event_prices';
  static override idColumn = ['eventId', 'vendorId'];
  static override touchesUpdatedAt = false;

  eventId!: number;
  vendorId!: number;
  /** More than 0, two decimals. */
  price!: number;
  setBy!: number | null;
  setByName!: string | null;
  setAt!: Date;

  override $parseDatabaseJson(json: Pojo): Pojo {
    return decimalsAsNumbers(super.$parseDatabaseJson(json), ['price']);
  }
}
