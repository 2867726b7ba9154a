import type { Declaration, EventDeclarations } from '@vsp/contract';
import type { Knex } from 'knex';
import { today, type Column, type SheetSource } from '../../lib/xlsx';
import { listEventDeclarations } from '../declarations/service';

/** One version of one evaluator's declaration, or their row without one. */
interface DeclarationRow {
  userId: number;
  name: string;
  version: 'Current' | 'Earlier' | 'Not declared';
  declaredAt: Date | null;
  conflicts: string | null;
  statement: string | null;
}

const DECLARATION_COLUMNS: Column<DeclarationRow>[] = [
  { header: 'User ID', width: 9, value: (r) => r.userId },
  { header: 'Evaluator', width: 28, value: (r) => r.name },
  { header: 'Version', width: 14, value: (r) => r.version },
  // Dates are written in UTC: the header says so, since a spreadsheet shows them without a zone.
  { header: 'Declared (UTC)', width: 20, value: (r) => r.declaredAt, numFmt: 'yyyy-mm-dd hh:mm:ss' },
  { header: 'Conflicts', width: 40, value: (r) => r.conflicts, wrap: true },
  { header: 'Statement', width: 60, value: (r) => r.statement, wrap: true },
];

/** The rows of one event's declarations: each evaluator's current version first, then the earlier ones, newest first. */
function declarationRows({ users }: EventDeclarations, vendorNames: Map<number, string>): DeclarationRow[] {
  const rowOf = (userId: number, name: string, version: DeclarationRow['version'], declaration: Declaration): DeclarationRow => ({
    userId,
    name,
    version,
    declaredAt: new Date(declaration.declaredAt),
    // "None" is what the evaluator declared; an empty cell would read as not answered.
    conflicts: declaration.conflicts.length ? declaration.conflicts.map((id) => vendorNames.get(id) ?? `Vendor ${id}`).join(', ') : 'None',
    statement: declaration.statement,
  });
  return users.flatMap(({ userId, name, current, earlier }) =>
    current
      ? [rowOf(userId, name, 'Current', current), ...earlier.map((version) => rowOf(userId, name, 'Earlier', version))]
      : [{ userId, name, version: 'Not declared' as const, declaredAt: null, conflicts: null, statement: null }],
  );
}

/**
 * One event's conflict-of-interest declarations as a sheet: who declared what and when, with the
 * statements and the versions they replaced, and who has not declared yet. Read before the answer
 * starts, so an unknown event is a 404 rather than a broken download; one row per version is small.
 */
export async function declarationsSheet(db: Knex, eventId: number): Promise<SheetSource<DeclarationRow>> {
  const [declarations, vendors] = await Promise.all([
    listEventDeclarations(db, eventId),
    db('vendors').select('id', 'name') as Promise<{ id: number; name: string }[]>,
  ]);
  const rows = declarationRows(declarations, new Map(vendors.map((vendor) => [vendor.id, vendor.name])));
  return {
    fileName: `declarations-event-${eventId}-${today()}.xlsx`,
    sheetName: 'Declarations',
    columns: DECLARATION_COLUMNS,
    pages: (async function* () {
      yield rows;
    })(),
  };
}
