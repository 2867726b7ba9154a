import { Model } from 'objection';

/** Sets updatedAt on every update; tables without that column override `touchesUpdatedAt`. */
export class BaseModel extends Model {
  static touchesUpdatedAt = true;

  override $beforeUpdate(): void {
    if ((this.constructor as typeof BaseModel).touchesUpdatedAt) {
      (this as unknown as { updatedAt: Date }).updatedAt = new Date();
    }
  }
}
