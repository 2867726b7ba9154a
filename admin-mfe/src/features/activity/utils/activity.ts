import { api, AUDIT_ENTITY_LABELS, type AuditEntity, type AuditEntry, type AuditQuery } from '@vsp/contract';

/** Entries per page of the Activity tab: the BFF's default page of the log. */
export const ACTIVITY_PAGE_SIZE = 50;

/** The filters as the Activity tab's inputs hold them: text, empty for "any". */
export interface ActivityFilters {
  entity: AuditEntity | '';
  entityId: string;
  actorId: string;
  /** A `datetime-local` value in the browser's time zone, such as 2026-03-05T09:30. */
  from: string;
  to: string;
}

export const NO_FILTERS: ActivityFilters = { entity: '', entityId: '', actorId: '', from: '', to: '' };

// A record's id, or the two ids of a record keyed by a pair ("userId:eventId"), as the BFF takes them.
const ENTITY_ID = /^-?\d{1,10}(:-?\d{1,10})?$/;

export interface FilterProblems {
  entityId?: string;
  to?: string;
}

/** What is wrong with the filters as typed, by field; nothing is asked of the BFF until it is fixed. */
export function filterProblems(filters: ActivityFilters): FilterProblems {
  const problems: FilterProblems = {};
  if (filters.entityId.trim() && !ENTITY_ID.test(filters.entityId.trim())) problems.entityId = 'An id such as 12, or two ids such as 12:3';
  if (filters.from && filters.to && filters.to < filters.from) problems.to = 'Must not be before From';
  return problems;
}

/** A `datetime-local` value as the ISO 8601 moment the BFF takes; the input holds local time. */
const moment = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** The BFF's query for the filters (without the page): empty inputs ask for everything. */
export function auditFilters(filters: ActivityFilters): Omit<AuditQuery, 'limit' | 'offset'> {
  return {
    entity: filters.entity || undefined,
    entityId: filters.entityId.trim() || undefined,
    actorId: filters.actorId ? Number(filters.actorId) : undefined,
    from: moment(filters.from),
    to: moment(filters.to),
  };
}

/** The spreadsheet of the filtered log: the same filters as the list. */
export function auditExportPath(filters: ActivityFilters): string {
  return api.exports.audit.path(auditFilters(filters));
}

/** No value on one side of a change: before a record was created, or after it was deleted. */
export const NO_VALUE = '—';

// Long text (a content page's HTML) is cut in the table; the spreadsheet keeps it whole.
const VALUE_MAX = 120;

/** A value of a field as the table shows it: text as it is, yes/no, numbers, lists as JSON. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return NO_VALUE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (text === '') return '""';
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text;
}

/** Each changed field as "field: old → new", in the order the entry lists them. */
export function changeLines(entry: AuditEntry): string[] {
  return Object.entries(entry.changes).map(([field, change]) => `${field}: ${formatValue(change.old)} → ${formatValue(change.new)}`);
}

/**
 * Who made the change, by their name at the time; a change made outside the portal names nobody,
 * and nor does a failed sign-in, made by someone not signed in.
 */
export function actorOf(entry: AuditEntry): string {
  if (entry.actorName) return entry.actorName;
  if (entry.actorId !== null) return `User ${entry.actorId}`;
  return entry.entity === 'sign-in' ? 'Not signed in' : 'Outside the portal';
}

export const entityLabel = (entity: AuditEntity) => AUDIT_ENTITY_LABELS[entity] ?? entity;

/** "deleted all" reads "Deleted all". */
export const actionLabel = (action: string) => action.charAt(0).toUpperCase() + action.slice(1);

const changeTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** "Mar 5, 2025, 10:00:00 AM", in the browser's time zone. */
export const formatEntryTime = (at: string) => changeTime.format(new Date(at));
