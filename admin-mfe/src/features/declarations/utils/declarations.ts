import { api, type Declaration, type UserDeclarations, type Vendor } from '@vsp/contract';

/** When a declaration was made, as the administrators read it: "March 5, 2025, 9:00 AM" in their own time zone. */
export function formatDeclaredAt(declaredAt: string): string {
  return new Date(declaredAt).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });
}

/** The vendors a declaration names, by name; "None" when the evaluator declared no conflicts. */
export function conflictNames(declaration: Declaration, vendors: readonly Pick<Vendor, 'id' | 'name'>[]): string {
  if (declaration.conflicts.length === 0) return 'None';
  const names = new Map(vendors.map((vendor) => [vendor.id, vendor.name]));
  return declaration.conflicts.map((id) => names.get(id) ?? `Vendor ${id}`).join(', ');
}

/** "3 of 5 evaluators have declared". */
export function declaredSummary(users: readonly UserDeclarations[]): string {
  const declared = users.filter((user) => user.current !== null).length;
  return `${declared} of ${users.length} evaluator${users.length === 1 ? '' : 's'} have declared`;
}

/** The event's declarations workbook. */
export function declarationsExportPath(eventId: number): string {
  return api.exports.declarations.path({ eventId });
}
