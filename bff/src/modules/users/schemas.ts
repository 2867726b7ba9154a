import { BULK_UPLOAD_MAX_ROWS, LIMITS, USER_SORT_FIELDS, USERS_PAGE_MAX, type BulkUserRow, type BulkUsersPayload, type UserPayload, type UsersQuery } from '@vsp/contract';
import Joi from 'joi';
import { optionalEmail, optionalString, requiredString, withoutControlCharacters } from '../../lib/fields';
import { anyUserId, INT32_MAX } from '../../lib/validation';
import { newPassword } from '../auth/password-policy';

const { user: limits } = LIMITS;

/**
 * The user columns, shared by the single-user forms and the bulk upload. Passwords are kept as typed,
 * without trimming, and follow the password policy wherever they are set.
 */
const USER_FIELDS = {
  username: requiredString(limits.username),
  password: withoutControlCharacters(newPassword),
  name: requiredString(limits.name),
  email: optionalEmail(limits.email),
  level: optionalString(limits.level),
  role: optionalString(limits.role),
  functionalArea: optionalString(limits.functionalArea),
  isAdmin: Joi.boolean().default(false),
};

export type NewUser = UserPayload & { password: string };

export const createUserPayload = Joi.object<NewUser>({ ...USER_FIELDS, password: USER_FIELDS.password.required() });

/** On update an empty or absent password keeps the current one. */
export const updateUserPayload = Joi.object<UserPayload>({ ...USER_FIELDS, password: USER_FIELDS.password.allow('', null) });

export const bulkUsersPayload = Joi.object<BulkUsersPayload>({
  // Rows are checked one by one in the service, so a bad row is reported instead of refusing the list.
  users: Joi.array().items(Joi.any()).min(1).max(BULK_UPLOAD_MAX_ROWS).required(),
});

/** One row of a bulk upload: the template's columns; a bulk-created user is never an administrator. */
export const bulkUserRow = Joi.object<BulkUserRow>({
  username: USER_FIELDS.username,
  password: USER_FIELDS.password.required(),
  name: USER_FIELDS.name,
  email: USER_FIELDS.email,
  level: USER_FIELDS.level,
  role: USER_FIELDS.role,
  functionalArea: USER_FIELDS.functionalArea,
});

/** Any user id, the system account's included: refusing it is the service's answer (403), not a validation error. */
export const userParams = Joi.object({ id: anyUserId.required() });

/** A search, a sort or paging of the user list; any of them makes the answer one page. */
export const usersQuery = Joi.object<UsersQuery>({
  q: withoutControlCharacters(Joi.string().trim().max(LIMITS.user.email)).allow(''),
  sort: Joi.string().valid(...USER_SORT_FIELDS, ...USER_SORT_FIELDS.map((field) => `-${field}`)),
  limit: Joi.number().integer().min(1).max(USERS_PAGE_MAX),
  offset: Joi.number().integer().min(0).max(INT32_MAX),
});
