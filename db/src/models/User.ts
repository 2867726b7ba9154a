import type { Pojo } from 'objection';
import { BaseModel } from './BaseModel';
import { Score } from './Score';
import { UserEventPermission } from './UserEventPermission';

export class User extends BaseModel {
  static override tableName = 'users';

  id!: number;
  username!: string;
  password!: string;
  name!: string;
  email!: string | null;
  level!: string | null;
  role!: string | null;
  functionalArea!: string | null;
  isAdmin!: boolean;
  /** The single sign-on provider's id of the person; null until they sign in that way. */
  oidcSubject!: string | null;
  /** Made by a single sign-on: no password of its own. */
  sso!: boolean;
  createdAt!: Date;
  updatedAt!: Date;

  // The hash never leaves the server, whatever serialises the model.
  override $formatJson(json: Pojo): Pojo {
    const { password: _password, ...rest } = super.$formatJson(json);
    return rest;
  }

  static override relationMappings = () => ({
    permissions: {
      relation: BaseModel.HasManyRelation,
      modelClass: UserEventPermission,
      join: { from: 'users.id', to: 'user_event_permissions.user_id' },
    },
    scores: {
      relation: BaseModel.HasManyRelation,
      modelClass: Score,
      join: { from: 'users.id', to: 'scores.user_id' },
    },
  });
}
