import type { Knex } from 'knex';
import { keysetPages } from '../../lib/keyset';
import { today, type Column, type SheetSource } from '../../lib/xlsx';
import { matchingEntries } from '../audit/service';
import type { AuditFilters } from '../audit/schemas';

const PAGE_SIZE = 1000;

/** One changed field of one entry of the audit log. */
interface AuditFieldRow {
  id: number;
  at: Date;
  actorId: number | null;
  actorName: string | null;
  entity: string;
  entityId: string | null;
  action: string;
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

const AUDIT_COLUMNS: Column<AuditFieldRow>[] = [
  { header: 'Entry', width: 8, value: (r) => r.id },
  // Dates are written in UTC: the header says so, since a spreadsheet shows them without a zone.
  { header: 'When (UTC)', width: 20, value: (r) => r.at, numFmt: 'yyyy-mm-dd hh:mm:ss' },
  { header: 'Actor ID', width: 9, value: (r) => r.actorId },
  { header: 'Actor', width: 28, value: (r) => r.actorName ?? (r.actorId === null ? 'Outside the portal' : null) },
  { header: 'Entity', width: 18, value: (r) => r.entity },
  { header: 'Entity ID', width: 12, value: (r) => r.entityId },
  { header: 'Action', width: 12, value: (r) => r.action },
  { header: 'Field', width: 22, value: (r) => r.field },
  { header: 'Old Value', width: 40, value: (r) => r.oldValue, wrap: true },
  { header: 'New Value', width: 40, value: (r) => r.newValue, wrap: true },
];

// A value as text: a string as it is, a number, true/false or a list as JSON writes it, nothing for none.
const valueText = (side: 'old' | 'new') => `c.value -> '${side}' #>> '{}'`;

/**
 * The audit log an auditor filters and sorts in a spreadsheet: one row per changed field, with the
 * entry's time, actor, record and action repeated on each, so a filter on a field or a value keeps
 * whole rows. In the order the changes were made, the paging key being the entry and the field.
 */
export function auditSheet(db: Knex, filters: AuditFilters): SheetSource<AuditFieldRow> {
  return {
    fileName: `audit-log-${today()}.xlsx`,
    sheetName: 'Audit Log',
    columns: AUDIT_COLUMNS,
    pages: keysetPages<AuditFieldRow, [number, string]>(
      (after, size) => {
        const query = matchingEntries(db, filters)
          .joinRaw('cross join lateral jsonb_each(audit_log.changes) c')
          .select(
            'auditLog.id',
            'auditLog.at',
            'auditLog.actorId',
            'auditLog.actorName',
            'auditLog.entity',
            'auditLog.entityId',
            'auditLog.action',
            db.raw('c.key as field'),
            db.raw(`${valueText('old')} as old_value`),
            db.raw(`${valueText('new')} as new_value`),
          )
          .orderByRaw('audit_log.id, c.key')
          .limit(size);
        if (after) query.whereRaw('(audit_log.id, c.key) > (?, ?)', after);
        return query;
      },
      (row) => [row.id, row.field],
      PAGE_SIZE,
    ),
  };
}
