import { BaseModel } from './BaseModel';

export interface SessionData {
  userId: number;
  /** Epoch milliseconds of the sign-in, for the absolute lifetime. */
  createdAt: number;
  /** 'sso' for a sign-in through the organisation's provider, which answers for the second factor; absent for a password. */
  via?: 'sso';
}

export class Session extends BaseModel {
  static override tableName = 'sessions';
  static override idColumn = 'sid';
  static override touchesUpdatedAt = false;

  sid!: string;
  sess!: SessionData;
  expire!: Date;
}
