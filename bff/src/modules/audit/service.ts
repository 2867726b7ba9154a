import type { AuditEntity, AuditEntry, AuditFieldChange, ItemsPage } from '@vsp/contract';
import type { Knex } from 'knex';
import type { AuditFilters, AuditPageQuery } from './schemas';

/** What the server records itself, for the changes a database trigger cannot see well. */
export interface AuditRecord {
  entity: AuditEntity;
  /** The record's id; null for an action on every record of its kind. */
  entityId: string | number | null;
  action: string;
  changes: Record<string, AuditFieldChange>;
}

/**
 * Adds one entry to the audit log in the transaction `trx` of the change it records, through the
 * same database function the triggers use, so the actor (the administrator `asCaller` names) and
 * their name are found by one rule.
 */
export async function recordAudit(trx: Knex.Transaction, entry: AuditRecord): Promise<void> {
  await trx.raw('select audit_record(?, ?, ?, ?::jsonb)', [
    entry.entity,
    entry.entityId === null ? null : String(entry.entityId),
    entry.action,
    JSON.stringify(entry.changes),
  ]);
}

/** The changes of a deleted record: every field's value before, none after. */
export function removedValues(record: Record<string, unknown>): Record<string, AuditFieldChange> {
  return Object.fromEntries(Object.entries(record).map(([field, value]) => [field, { old: value, new: null }]));
}

/** The columns of an entry as the API answers it. */
export const ENTRY_COLUMNS = ['id', 'actorId', 'actorName', 'entity', 'entityId', 'action', 'changes', 'at'] as const;

/**
 * The entries the filters match, newest first by the caller's ordering. Each filter is an equality or
 * a range on an index of the log (entity and id, actor, time), each of those but time ending in the
 * id descending, so a record's or a person's page is read in order without a sort.
 */
export function matchingEntries(db: Knex, filters: AuditFilters): Knex.QueryBuilder {
  const query = db('auditLog');
  if (filters.entity !== undefined) query.where('entity', filters.entity);
  if (filters.entityId !== undefined) query.where('entityId', filters.entityId);
  if (filters.actorId !== undefined) query.where('actorId', filters.actorId);
  if (filters.from !== undefined) query.where('at', '>=', filters.from);
  if (filters.to !== undefined) query.where('at', '<=', filters.to);
  return query;
}

/** One page of the audit log, newest first, with the count of every entry the filters match. */
export async function listAudit(db: Knex, query: AuditPageQuery): Promise<ItemsPage<AuditEntry>> {
  const [items, count] = await Promise.all([
    matchingEntries(db, query).select(ENTRY_COLUMNS).orderBy('id', 'desc').limit(query.limit).offset(query.offset),
    matchingEntries(db, query).first(db.raw('count(*)::int as total')),
  ]);
  return { items: items as AuditEntry[], total: (count as { total: number }).total };
}
