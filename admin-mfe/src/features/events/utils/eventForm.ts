import {
  DISAGREEMENT_THRESHOLD,
  EVENT_STATUSES,
  FORM_DEFAULT_STATUS,
  LIMITS,
  PRICE_FORMULA_TEXTS,
  PRICE_FORMULAS,
  PRICE_WEIGHT,
  PRICE_WEIGHT_INVALID,
  type AdminScoringEvent,
  type EventPayload,
  type PriceFormula,
} from '@vsp/contract';
import { collectErrors, maxLength, orderError, required, toNullable, toOrder, type FieldErrors } from '../../../lib/forms';

export interface EventFormValues {
  name: string;
  description: string;
  status: string;
  startDate: string;
  endDate: string;
  location: string;
  order: string;
  disagreementThreshold: string;
  isActive: boolean;
  scheduleByDates: boolean;
  requireDeclaration: boolean;
  /** The share of the award's 100 points that price carries, as typed. */
  priceWeight: string;
  priceFormula: PriceFormula;
}

export type EventField = 'name' | 'description' | 'location' | 'order' | 'endDate' | 'priceWeight';

/** The form edits the status the administrator set, not the one the dates give today. */
export function eventFormValues(event?: AdminScoringEvent): EventFormValues {
  return {
    name: event?.name ?? '',
    description: event?.description ?? '',
    status: event?.storedStatus ?? FORM_DEFAULT_STATUS,
    startDate: event?.startDate ?? '',
    endDate: event?.endDate ?? '',
    location: event?.location ?? '',
    order: String(event?.order ?? 0),
    disagreementThreshold: String(event?.disagreementThreshold ?? DISAGREEMENT_THRESHOLD.default),
    isActive: event?.isActive ?? true,
    scheduleByDates: event?.scheduleByDates ?? false,
    requireDeclaration: event?.requireDeclaration ?? false,
    priceWeight: String(event?.priceWeight ?? PRICE_WEIGHT.default),
    priceFormula: event?.priceFormula ?? 'ratio',
  };
}

/**
 * Following the dates needs a date to follow: without a start or an end date the switch is off and
 * cannot be turned on. It comes back on by itself when a date is given again.
 */
export function canScheduleByDates(values: EventFormValues): boolean {
  return Boolean(values.startDate || values.endDate);
}

export function followsDates(values: EventFormValues): boolean {
  return values.scheduleByDates && canScheduleByDates(values);
}

/** Any status may be stored; one outside the usual three stays on offer for the event that has it. */
export function statusOptions(current: string): { value: string; label: string }[] {
  const statuses: string[] = [...EVENT_STATUSES];
  if (current && !statuses.includes(current)) statuses.push(current);
  return statuses.map((status) => ({ value: status, label: status }));
}

/** The thresholds an event may have, smallest first. */
export const THRESHOLD_OPTIONS = Array.from({ length: DISAGREEMENT_THRESHOLD.max - DISAGREEMENT_THRESHOLD.min + 1 }, (_, index) => {
  const threshold = String(DISAGREEMENT_THRESHOLD.min + index);
  return { value: threshold, label: threshold };
});

export const PRICE_FORMULA_OPTIONS = PRICE_FORMULAS.map((formula) => ({ value: formula, label: PRICE_FORMULA_TEXTS[formula].label }));

export function validateEvent(values: EventFormValues): FieldErrors<EventField> {
  return collectErrors<EventField>({
    name: [required(values.name, 'Event name is required'), maxLength(values.name, LIMITS.event.name, 'Event name')],
    description: [maxLength(values.description, LIMITS.event.description, 'Description')],
    location: [maxLength(values.location, LIMITS.event.location, 'Location')],
    order: [orderError(values.order)],
    // Dates are YYYY-MM-DD, so they compare as text.
    endDate: [values.startDate && values.endDate && values.endDate < values.startDate ? 'End date cannot be before the start date' : null],
    priceWeight: [priceWeightError(values.priceWeight)],
  });
}

/** Empty is the default (price not scored); else a whole number of the 100 points. */
function priceWeightError(value: string): string | null {
  const weight = Number(value.trim());
  return value.trim() === '' || (Number.isInteger(weight) && weight >= PRICE_WEIGHT.min && weight <= PRICE_WEIGHT.max) ? null : PRICE_WEIGHT_INVALID;
}

/** A date left empty is sent as null: the event has no such date. */
export function toEventPayload(values: EventFormValues): EventPayload {
  return {
    name: values.name.trim(),
    description: toNullable(values.description),
    status: values.status,
    startDate: values.startDate || null,
    endDate: values.endDate || null,
    location: toNullable(values.location),
    order: toOrder(values.order),
    disagreementThreshold: Number(values.disagreementThreshold),
    isActive: values.isActive,
    scheduleByDates: followsDates(values),
    requireDeclaration: values.requireDeclaration,
    priceWeight: values.priceWeight.trim() === '' ? PRICE_WEIGHT.default : Number(values.priceWeight.trim()),
    priceFormula: values.priceFormula,
  };
}
