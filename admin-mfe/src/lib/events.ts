import { ACTIVE_STATUS, displayEventStatus, type ScoringEvent } from '@vsp/contract';

/** The event a per-event tab opens on: the one in the URL if it exists, else the first Active one, else the first. */
export function pickEvent(events: readonly ScoringEvent[], requested: string | null): ScoringEvent | undefined {
  const fromUrl = requested === null ? undefined : events.find((event) => String(event.id) === requested);
  return fromUrl ?? events.find((event) => event.isActive && displayEventStatus(event.status) === ACTIVE_STATUS) ?? events[0];
}
