import type { Plugin, Request } from '@hapi/hapi';
import Joi from 'joi';
import type { BulkUsersPayload, UserPayload } from '../../api-types';
import { ADMIN_ONLY } from '../../lib/admin';
import { anyUserId } from '../../lib/validation';
import type { SessionCookie } from '../../plugins/session';
import { importUsers } from './bulk';
import { PASSWORD_MAX, USER_FIELDS } from './fields';
import { createUser, deleteUser, listUsers, updateUser } from './service';

/** Rows per bulk upload; about two minutes of hashing on two cores. */
const BULK_MAX_ROWS = 10_000;

const createPayload = Joi.object<UserPayload & { password: string }>({ ...USER_FIELDS, password: USER_FIELDS.password.required() });
const updatePayload = Joi.object<UserPayload>({ ...USER_FIELDS, password: Joi.string().max(PASSWORD_MAX).allow('', null) });
const bulkPayload = Joi.object<BulkUsersPayload>({
  // Rows are checked one by one in the service, so a bad row is reported instead of refusing the list.
  users: Joi.array().items(Joi.any()).min(1).max(BULK_MAX_ROWS).required(),
});
const userParams = Joi.object({ id: anyUserId.required() });

function callerSid(request: Request): string | undefined {
  return (request.auth.artifacts as unknown as SessionCookie | undefined)?.sid;
}

export const adminUsersModule: Plugin<void> = {
  name: 'admin-users',
  register(server) {
    server.route([
      {
        method: 'GET',
        path: '/api/admin/users',
        options: { auth: ADMIN_ONLY, description: 'Every user, system account included, without password hashes' },
        handler: (request) => listUsers(request.server.app.db),
      },
      {
        method: 'POST',
        path: '/api/admin/users',
        options: { auth: ADMIN_ONLY, description: 'Create a user; 409 when the username is taken', validate: { payload: createPayload } },
        handler: async (request, h) =>
          h.response(await createUser(request.server.app.db, request.payload as UserPayload & { password: string })).code(201),
      },
      {
        method: 'POST',
        path: '/api/admin/users/bulk',
        options: {
          auth: ADMIN_ONLY,
          description: 'Create many users; bad rows are reported, not fatal',
          validate: { payload: bulkPayload },
        },
        handler: (request) => importUsers(request.server.app.db, (request.payload as BulkUsersPayload).users),
      },
      {
        method: 'PUT',
        path: '/api/admin/users/{id}',
        options: {
          auth: ADMIN_ONLY,
          description: 'Replace a user; an empty password keeps the current one; the system account answers 403',
          validate: { params: userParams, payload: updatePayload },
        },
        handler: (request) =>
          updateUser(request.server.app.db, request.params.id as number, request.payload as UserPayload, callerSid(request)),
      },
      {
        method: 'DELETE',
        path: '/api/admin/users/{id}',
        options: {
          auth: ADMIN_ONLY,
          description: 'Delete a user with their scores and permissions; the system account answers 403',
          validate: { params: userParams },
        },
        handler: async (request, h) => {
          await deleteUser(request.server.app.db, request.params.id as number);
          return h.response().code(204);
        },
      },
    ]);
  },
};
