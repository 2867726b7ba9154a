import { AUDIT_ENTITIES, type AuditEntry, type ItemsPage } from '@vsp/contract';
import Joi from 'joi';
import { answer, text, timestamp } from '../../plugins/openapi/answer';

const id = Joi.number().integer();

// Ids and the actor's name are kept as values: the record or person they name may be gone.
const auditEntry = answer<AuditEntry>('AuditEntry', {
  id,
  actorId: id.allow(null).description('The administrator who made the change; null when it was made outside the portal'),
  actorName: text.allow(null).description("The actor's name at the time of the change"),
  entity: Joi.string().valid(...AUDIT_ENTITIES),
  entityId: text
    .allow(null)
    .description('The record\'s id; "userId:eventId" for a permission or submission, "eventId:vendorId" for an event vendor info line; null for an action on every score'),
  action: Joi.string().description('created, updated or deleted; submitted or reopened for a submission; deleted all or generated for the scores'),
  changes: Joi.object()
    .pattern(Joi.string(), Joi.object({ old: Joi.any(), new: Joi.any() }))
    .description('Each changed field under its API name with its value before and after; a password reads "password set" or "password changed"'),
  at: timestamp,
});

export const auditPageResponse = answer<ItemsPage<AuditEntry>>('AuditPage', {
  items: Joi.array().items(auditEntry),
  total: Joi.number().integer().min(0).description('Every entry the filters match, whatever the page'),
});
