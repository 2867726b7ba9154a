import { api, type EventAccessPayload, type PermissionPayload } from '@vsp/contract';
import Joi from 'joi';
import { asCaller } from '../../lib/actor';
import { ADMIN_ONLY } from '../../lib/admin';
import { answers, at, domainModule } from '../../lib/route-table';
import { anyUserId, eventIdParams, id } from '../../lib/validation';
import { updatedCountResponse, userPermissionListResponse, userPermissionResponse } from './responses';
import { permissionsQuery } from './schemas';
import { listPermissions, listUserPermissions, savePermission, setEventAccess } from './service';

const permissionPayload = Joi.object<PermissionPayload>({
  userId: anyUserId.required(),
  eventId: id.required(),
  hasAccess: Joi.boolean().required(),
});

const eventAccessPayload = Joi.object<EventAccessPayload>({ hasAccess: Joi.boolean().required() });

export const permissionRoutes = domainModule('permissions', [
  {
    ...at(api.permissions.mine),
    options: { description: "The caller's event permission rows; no row means access", ...answers(userPermissionListResponse) },
    handler: (request) => listUserPermissions(request.server.app.db, request.auth.credentials.user!.id),
  },
  {
    ...at(api.permissions.adminList),
    options: {
      auth: ADMIN_ONLY,
      description: "Every permission row, or with userIds only those users' rows; no row means access",
      validate: { query: permissionsQuery },
      ...answers(userPermissionListResponse),
    },
    handler: (request) => listPermissions(request.server.app.db, (request.query as { userIds?: number[] }).userIds),
  },
  {
    ...at(api.permissions.save),
    options: {
      auth: ADMIN_ONLY,
      description: 'Insert or replace the permission of one user and event',
      validate: { payload: permissionPayload },
      ...answers(userPermissionResponse),
    },
    handler: (request) => asCaller(request, (trx) => savePermission(trx, request.payload as PermissionPayload)),
  },
  {
    ...at(api.permissions.setForEvent),
    options: {
      auth: ADMIN_ONLY,
      description: 'Grant or lock one event for every user',
      validate: { params: eventIdParams, payload: eventAccessPayload },
      ...answers(updatedCountResponse),
    },
    handler: (request) =>
      asCaller(request, (trx) => setEventAccess(trx, request.params.eventId as number, (request.payload as EventAccessPayload).hasAccess)),
  },
]);
