import type { StatusTone } from '../../theme/tokens';

const KNOWN: Record<string, StatusTone> = { Active: 'active', Scheduled: 'scheduled', Closed: 'closed' };

/** The status as shown to people: a missing or blank status reads "Scheduled". */
export function displayEventStatus(status: string | null | undefined): string {
  const trimmed = status?.trim();
  return trimmed ? trimmed : 'Scheduled';
}

/** Active is green, Scheduled blue, Closed red; any other value is grey. */
export function eventStatusTone(status: string | null | undefined): StatusTone {
  return KNOWN[displayEventStatus(status)] ?? 'other';
}
