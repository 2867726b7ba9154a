import type { AdminUser, BulkUserError, BulkUsersResult, UsersPage } from '@vsp/contract';
import Joi from 'joi';
import { answer, text, timestamp } from '../../plugins/openapi/answer';

/** A user as administrators see it; the password hash is never part of any answer. */
export const adminUserResponse = answer<AdminUser>('AdminUser', {
  id: Joi.number().integer(),
  username: text,
  name: text,
  email: text.allow(null),
  level: text.allow(null),
  role: text.allow(null),
  functionalArea: text.allow(null),
  isAdmin: Joi.boolean(),
  sso: Joi.boolean().description('Made by single sign-on: signs in through the provider only, has no password to set'),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** The plain list, or with a search, a sort or paging in the query, one page of it. */
export const adminUserListResponse = Joi.alternatives(
  Joi.array().items(adminUserResponse),
  answer<UsersPage>('UsersPage', { items: Joi.array().items(adminUserResponse), total: Joi.number().integer().min(0) }),
);

const bulkUserError = answer<BulkUserError>('BulkUserError', {
  row: Joi.number().integer().min(1).description('1-based position of the row in the submitted list'),
  username: text.allow(null),
  message: text,
});

export const bulkUsersResultResponse = answer<BulkUsersResult>('BulkUsersResult', {
  created: Joi.number().integer().min(0),
  errors: Joi.array().items(bulkUserError),
});
