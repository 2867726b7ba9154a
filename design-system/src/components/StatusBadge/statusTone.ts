import { displayEventStatus } from '@vsp/contract';
import type { StatusTone } from '../../theme/tokens';

const KNOWN: Record<string, StatusTone> = { Active: 'active', Scheduled: 'scheduled', Closed: 'closed' };

/** Active is green, Scheduled blue, Closed red; any other value is grey. */
export function eventStatusTone(status: string | null | undefined): StatusTone {
  return KNOWN[displayEventStatus(status)] ?? 'other';
}
