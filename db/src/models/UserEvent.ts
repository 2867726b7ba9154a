import { BaseModel } from './BaseModel';

export class UserEvent extends BaseModel {
  static override tableName = 'user_events';
  static override touchesUpdatedAt = false;

  id!: number;
  userId!: number;
  eventId!: number;
  createdAt!: Date;
}
