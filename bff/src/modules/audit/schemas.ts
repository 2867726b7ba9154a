import { AUDIT_ENTITIES, type AuditQuery } from '@vsp/contract';
import Joi from 'joi';
import { INT32_MAX, anyUserId } from '../../lib/validation';
import { HISTORY_PAGE_MAX, HISTORY_PAGE_SIZE } from '../scores/schemas';

/** The filters once validated: the dates are moments, not text. */
export interface AuditFilters {
  entity?: AuditQuery['entity'];
  entityId?: string;
  actorId?: number;
  from?: Date;
  to?: Date;
}

/** A page of the log once validated, with its defaults. */
export type AuditPageQuery = AuditFilters & Required<Pick<AuditQuery, 'limit' | 'offset'>>;

// A record's id, or the two ids of a record keyed by a pair ("userId:eventId"); the system account's is -1.
const ENTITY_ID = /^-?\d{1,10}(:-?\d{1,10})?$/;

/** The filters of the audit log, shared by the list and its spreadsheet. */
export const auditFilterKeys = {
  entity: Joi.string().valid(...AUDIT_ENTITIES),
  entityId: Joi.string()
    .pattern(ENTITY_ID)
    .messages({ 'string.pattern.base': '"entityId" must be a record id such as 12, or two ids such as 12:3' }),
  actorId: anyUserId,
  from: Joi.date().iso().description('ISO 8601 date-time: entries at or after it'),
  to: Joi.date()
    .iso()
    .when('from', { is: Joi.exist(), then: Joi.date().min(Joi.ref('from')) })
    .messages({ 'date.min': '"to" must not be before "from"' })
    .description('ISO 8601 date-time: entries at or before it'),
};

export const auditFiltersQuery = Joi.object<AuditFilters>(auditFilterKeys);

/** A page of the log, as the score history pages its changes. */
export const auditPageQuery = Joi.object<AuditPageQuery>({
  ...auditFilterKeys,
  limit: Joi.number().integer().min(1).max(HISTORY_PAGE_MAX).default(HISTORY_PAGE_SIZE),
  offset: Joi.number().integer().min(0).max(INT32_MAX).default(0),
});
