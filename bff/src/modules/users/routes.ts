import { api, type BulkUsersPayload, type UserPayload, type UsersQuery } from '@vsp/contract';
import { asCaller, callerId } from '../../lib/actor';
import { ADMIN_ONLY } from '../../lib/admin';
import { changeOf } from '../../lib/change-feed';
import { BULK_UPLOAD_BODY_MAX_BYTES } from '../../lib/body-limits';
import { answers, answersNoContent, at, created, domainModule, noContent } from '../../lib/route-table';
import type { SessionCookie } from '../../plugins/session';
import { resetSecondFactor } from '../auth/second-factor';
import { adminUserListResponse, adminUserResponse, bulkUsersResultResponse } from './responses';
import { bulkUsersPayload, createUserPayload, updateUserPayload, userParams, usersQuery, type NewUser } from './schemas';
import { createUser, deleteUser, importUsers, listUsers, searchUsers, updateUser } from './service';

export const userRoutes = domainModule('users', [
  {
    ...at(api.users.adminList),
    options: {
      auth: ADMIN_ONLY,
      description: 'Every user, system account included, without password hashes; with q, sort, limit or offset, one page of them with the total',
      validate: { query: usersQuery },
      ...answers(adminUserListResponse),
    },
    handler: (request) => {
      const query = request.query as UsersQuery;
      return Object.keys(query).length > 0 ? searchUsers(request.server.app.db, query) : listUsers(request.server.app.db);
    },
  },
  {
    ...at(api.users.create),
    options: {
      auth: ADMIN_ONLY,
      description: 'Create a user; 409 when the username is taken',
      validate: { payload: createUserPayload },
      ...answers(adminUserResponse, { status: 201, errors: [409] }),
    },
    handler: async (request, h) => created(h, await asCaller(request, (trx) => createUser(trx, request.payload as NewUser))),
  },
  {
    ...at(api.users.bulkCreate),
    options: {
      auth: ADMIN_ONLY,
      description: 'Create many users; bad rows are reported, not fatal',
      payload: { maxBytes: BULK_UPLOAD_BODY_MAX_BYTES },
      validate: { payload: bulkUsersPayload },
      ...answers(bulkUsersResultResponse),
    },
    handler: (request) => importUsers(request.server.app.db, (request.payload as BulkUsersPayload).users, callerId(request)),
  },
  {
    ...at(api.users.update),
    options: {
      auth: ADMIN_ONLY,
      description: "Replace a user; an empty password keeps the current one, a new one ends the user's sessions (a new session cookie keeps an administrator who changes their own signed in); the system account answers 403",
      validate: { params: userParams, payload: updateUserPayload },
      ...answers(adminUserResponse, { errors: [409] }),
    },
    handler: async (request) => {
      const id = request.params.id as number;
      const changer = { userId: callerId(request), times: request.server.app.sessionTimes };
      const { user, sid } = await asCaller(request, (trx) => updateUser(trx, id, request.payload as UserPayload, changer));
      // A new name, role or password is seen at once here; the other processes learn it from the database.
      request.server.app.changes.invalidate(changeOf.user(id));
      if (sid) request.cookieAuth.set({ sid } satisfies SessionCookie);
      return user;
    },
  },
  {
    ...at(api.users.remove),
    options: {
      auth: ADMIN_ONLY,
      description: 'Delete a user with their scores and permissions; the system account answers 403',
      validate: { params: userParams },
      ...answersNoContent(),
    },
    handler: async (request, h) => {
      const id = request.params.id as number;
      // The history of the scores the user takes with them names the administrator.
      await asCaller(request, (trx) => deleteUser(trx, id));
      request.server.app.changes.invalidate(changeOf.user(id));
      return noContent(h);
    },
  },
  {
    ...at(api.users.resetMfa),
    options: {
      auth: ADMIN_ONLY,
      description: "Turn off a user's second factor (a lost phone): they sign in with the password alone and may set one up again; 404 when they have none",
      validate: { params: userParams },
      ...answersNoContent(),
    },
    handler: async (request, h) => {
      const id = request.params.id as number;
      await asCaller(request, (trx) => resetSecondFactor(trx, id));
      request.server.app.changes.invalidate(changeOf.user(id));
      return noContent(h);
    },
  },
]);
