import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import type { EventAccessPayload, PermissionPayload } from '../../api-types';
import { ADMIN_ONLY } from '../../lib/admin';
import { anyUserId, id } from '../../lib/validation';
import { listPermissions, savePermission, setEventAccess } from './service';

const permissionPayload = Joi.object<PermissionPayload>({
  userId: anyUserId.required(),
  eventId: id.required(),
  hasAccess: Joi.boolean().required(),
});

export const permissionsModule: Plugin<void> = {
  name: 'permissions',
  register(server) {
    server.route([
      {
        method: 'GET',
        path: '/api/admin/user-permissions',
        options: { auth: ADMIN_ONLY, description: 'Every permission row; no row means access' },
        handler: (request) => listPermissions(request.server.app.db),
      },
      {
        method: 'POST',
        path: '/api/admin/user-permissions',
        options: { auth: ADMIN_ONLY, description: 'Insert or replace the permission of one user and event', validate: { payload: permissionPayload } },
        handler: (request) => savePermission(request.server.app.db, request.payload as PermissionPayload),
      },
      {
        method: 'PUT',
        path: '/api/admin/user-permissions/events/{eventId}',
        options: {
          auth: ADMIN_ONLY,
          description: 'Grant or lock one event for every user',
          validate: { params: Joi.object({ eventId: id.required() }), payload: Joi.object<EventAccessPayload>({ hasAccess: Joi.boolean().required() }) },
        },
        handler: (request) =>
          setEventAccess(request.server.app.db, request.params.eventId as number, (request.payload as EventAccessPayload).hasAccess),
      },
    ]);
  },
};
