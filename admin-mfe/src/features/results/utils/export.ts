import { api } from '@vsp/contract';

/** The event's results workbook opens in a new tab, which downloads it with the session cookie and has no handle on the panel. */
export function openResultsExport(eventId: number): void {
  window.open(api.exports.results.path({ eventId }), '_blank', 'noopener');
}
