import type { AdminUser, BulkUserError, BulkUsersResult } from '@vsp/contract';
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
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const adminUserListResponse = Joi.array().items(adminUserResponse);

const bulkUserError = answer<BulkUserError>('BulkUserError', {
  row: Joi.number().integer().min(1).description('1-based position of the row in the submitted list'),
  username: text.allow(null),
  message: text,
});

export const bulkUsersResultResponse = answer<BulkUsersResult>('BulkUsersResult', {
  created: Joi.number().integer().min(0),
  errors: Joi.array().items(bulkUserError),
});
