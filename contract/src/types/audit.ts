import type { PageQuery } from './scores';

/**
 * The kinds of record the audit log names, as its `entity`; the database refuses any other (see the
 * audit_log migration, which a later kind extends together with this list).
 */
export const AUDIT_ENTITIES = [
  'user',
  'event',
  'vendor',
  'question',
  'permission',
  'content',
  'site-config',
  'event-vendor-info',
  'score',
  'submission',
  'consensus',
  'declaration',
  'vendor-file',
  'schedule',
  'sign-in',
  'price',
  'exclusion',
  'decision',
  'api-token',
  'second-factor',
] as const;

export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** How the Activity tab names each kind of record. */
export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  user: 'User',
  event: 'Event',
  vendor: 'Vendor',
  question: 'Question',
  permission: 'Permission',
  content: 'Content page',
  'site-config': 'Site config',
  'event-vendor-info': 'Event vendor info',
  score: 'Score',
  submission: 'Submission',
  consensus: 'Consensus score',
  declaration: 'Conflict declaration',
  'vendor-file': 'Vendor file',
  schedule: 'Presentation slot',
  'sign-in': 'Sign-in',
  price: 'Price',
  exclusion: 'Award exclusion',
  decision: 'Decision',
  'api-token': 'API token',
  'second-factor': 'Second factor',
};

/** One field's value before and after a change: old is null for a created record, new for a deleted one. */
export interface AuditFieldChange {
  old: unknown;
  new: unknown;
}

/**
 * One administrator change, written in the change's own transaction. Ids and the actor's name are
 * kept as values: the entry outlives the record and the person it names.
 */
export interface AuditEntry {
  id: number;
  /** Who made the change; null when it was made outside the portal (seeds, the command line), or by someone not signed in (a failed sign-in). */
  actorId: number | null;
  /** The actor's name at the time of the change. */
  actorName: string | null;
  entity: AuditEntity;
  /**
   * The record's id; "userId:eventId" for a permission or a submission, "eventId:vendorId" for an
   * event vendor info line; the account's id for a failed sign-in, null when the name tried is no
   * account's; null for an action on every score (Delete All Scores, generation).
   */
  entityId: string | null;
  /** created, updated or deleted; submitted or reopened for a submission; deleted all or generated for the scores; failed for a sign-in; created or revoked for an API token; enabled, disabled, reset or recovery code used for a second factor (keyed by the user). */
  action: string;
  /** Each changed field under its API name; a password reads "password set" or "password changed", never its hash. */
  changes: Record<string, AuditFieldChange>;
  at: string;
}

export interface AuditQuery extends PageQuery {
  entity?: AuditEntity;
  entityId?: string;
  actorId?: number;
  /** ISO 8601 date-time: entries at or after it. */
  from?: string;
  /** ISO 8601 date-time: entries at or before it. */
  to?: string;
}
