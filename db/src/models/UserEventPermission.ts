import { BaseModel } from './BaseModel';

export class UserEventPermission extends BaseModel {
  static override tableName = 'user_event_permissions';

  id!: number;
  userId!: number;
  eventId!: number;
  hasAccess!: boolean;
  createdAt!: Date;
  updatedAt!: Date;
}
