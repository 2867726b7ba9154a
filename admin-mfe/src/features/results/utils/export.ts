import { api } from '@vsp/contract';

/** The event's results workbook. */
export function resultsExportPath(eventId: number): string {
  return api.exports.results.path({ eventId });
}
