import { BaseModel } from './BaseModel';

/** An administrator's decision over the award's rules for one vendor of an event, with the reason. */
export class AwardExclusion extends BaseModel {
  static override tableName = 'award_exclusions';
  static override idColumn = ['eventId', 'vendorId'];
  static override touchesUpdatedAt = false;

  eventId!: number;
  vendorId!: number;
  /** True keeps in the award a vendor the rules exclude; false excludes one they keep. */
  include!: boolean;
  rationale!: string;
  setBy!: number | null;
  setByName!: string | null;
  setAt!: Date;
}
