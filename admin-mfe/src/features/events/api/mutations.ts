import type { EventPayload, ScoringEvent } from '@vsp/bff/api-types';
import { send } from '@vsp/api-client';
import { adminKeys, ANALYSIS_KEYS } from '../../../lib/keys';

/** Deleting an event also removes its questions, scores, permissions and vendor info lines. */
export const EVENT_STALE_KEYS = [
  adminKeys.events,
  adminKeys.questions,
  adminKeys.scores,
  adminKeys.permissions,
  adminKeys.eventVendorInfo,
  ...ANALYSIS_KEYS,
];

export const createEvent = (payload: EventPayload) => send<ScoringEvent>('POST', adminKeys.events, payload);

export const updateEvent = (id: number, payload: EventPayload) => send<ScoringEvent>('PUT', `${adminKeys.events}/${id}`, payload);

export const deleteEvent = (id: number) => send<null>('DELETE', `${adminKeys.events}/${id}`);
