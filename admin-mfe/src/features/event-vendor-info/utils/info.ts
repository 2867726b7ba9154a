import { EVENT_VENDOR_INFO_TOO_LONG, LIMITS, type EventVendorInfo } from '@vsp/contract';

/** One short info line per event and vendor; longer ones are refused. */
export function infoError(value: string): string | null {
  return value.trim().length > LIMITS.eventVendorInfo.info ? EVENT_VENDOR_INFO_TOO_LONG : null;
}

/** The saved line of each event and vendor pair; a pair without a row has an empty line. */
export function infoLookup(rows: readonly EventVendorInfo[]): (eventId: number, vendorId: number) => string {
  const lines = new Map(rows.map((row) => [`${row.eventId}:${row.vendorId}`, row.info]));
  return (eventId, vendorId) => lines.get(`${eventId}:${vendorId}`) ?? '';
}

/** The empty state's sentence names whichever of the two lists is empty. */
export function emptyGridTitle(events: number, vendors: number): string | null {
  const missing = [events === 0 && 'No events found.', vendors === 0 && 'No vendors found.'].filter(Boolean);
  return missing.length > 0 ? missing.join(' ') : null;
}
