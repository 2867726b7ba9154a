import type { UpdatedCount, UserPermission } from '@vsp/contract';
import Joi from 'joi';
import { answer } from '../../plugins/openapi/answer';

export const userPermissionResponse = answer<UserPermission>('UserPermission', {
  userId: Joi.number().integer(),
  eventId: Joi.number().integer(),
  hasAccess: Joi.boolean(),
});

/** Permission rows; a user and event without a row have access. */
export const userPermissionListResponse = Joi.array().items(userPermissionResponse);

export const updatedCountResponse = answer<UpdatedCount>('UpdatedCount', {
  updated: Joi.number().integer().min(0),
});
