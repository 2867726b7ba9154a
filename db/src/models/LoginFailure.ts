import { BaseModel } from './BaseModel';

export class LoginFailure extends BaseModel {
  static override tableName = 'login_failures';
  static override idColumn = 'key';
  static override touchesUpdatedAt = false;

  key!: string;
  count!: number;
  windowStartedAt!: Date;
  lockedUntil!: Date | null;
}
