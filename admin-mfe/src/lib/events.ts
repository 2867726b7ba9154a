import { ACTIVE_STATUS, displayEventStatus, type ScoringEvent } from '@vsp/contract';
import { useSearchParams } from 'react-router-dom';

/** The event a per-event tab opens on: the one in the URL if it exists, else the first Active one, else the first. */
export function pickEvent(events: readonly ScoringEvent[], requested: string | null): ScoringEvent | undefined {
  const fromUrl = requested === null ? undefined : events.find((event) => String(event.id) === requested);
  return fromUrl ?? events.find((event) => event.isActive && displayEventStatus(event.status) === ACTIVE_STATUS) ?? events[0];
}

/** A per-event tab keeps its event in the address (?event=), so a reload or a shared link opens the same one. */
export function useEventParam(): { requested: string | null; pick: (eventId: string) => void } {
  const [params, setParams] = useSearchParams();
  const pick = (eventId: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('event', eventId);
      return next;
    });
  return { requested: params.get('event'), pick };
}
