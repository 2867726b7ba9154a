import type { Pojo } from 'objection';
import { BaseModel } from './BaseModel';

/** An administrator's API token; only the token's SHA-256 is kept (see the api_tokens migration). */
export class ApiToken extends BaseModel {
  static override tableName = 'api_tokens';
  static override touchesUpdatedAt = false;

  id!: number;
  userId!: number;
  name!: string;
  scope!: 'read' | 'write';
  tokenHash!: string;
  createdAt!: Date;
  expiresAt!: Date;
  lastUsedAt!: Date | null;

  // The hash never leaves the server, whatever serialises the model.
  override $formatJson(json: Pojo): Pojo {
    const { tokenHash: _tokenHash, ...rest } = super.$formatJson(json);
    return rest;
  }
}
