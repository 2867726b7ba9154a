import type { PriceFormula } from '../rules';

export interface ScoringEvent {
  id: number;
  name: string;
  description: string | null;
  /** The effective status: worked out from the dates when `scheduleByDates` (see `DATED_STATUSES`), else the stored one. */
  status: string;
  order: number;
  isActive: boolean;
  /** Calendar dates as YYYY-MM-DD. */
  startDate: string | null;
  endDate: string | null;
  location: string | null;
  /** A cell is flagged when its highest and lowest rating differ by at least this much (1 to 4). */
  disagreementThreshold: number;
  /** True when the event opens and closes by its dates instead of the status the administrator set. */
  scheduleByDates: boolean;
  /** True when evaluators must declare their conflicts of interest before scoring the event. */
  requireDeclaration: boolean;
}

/** An event as administrators read it: with the status they set, kept while the dates are followed. */
export interface AdminScoringEvent extends ScoringEvent {
  /** The status the administrator set; it is the effective one again when `scheduleByDates` is turned off. */
  storedStatus: string;
  /** The share of the award's 100 points that price carries (0 to 100; 0: price not scored); quality carries the rest. */
  priceWeight: number;
  /** How prices become price scores in the award. */
  priceFormula: PriceFormula;
}

/** POST and PUT: PUT replaces the record, and an absent optional field takes its default. */
export interface EventPayload {
  name: string;
  description?: string | null;
  status?: string;
  /**
   * Any ISO 8601 date or date-time (2030-05-01, 2030-05-01T10:00:00+02:00); empty or null for none.
   * It is stored and answered as the calendar date as written, in its own offset, without converting to UTC.
   */
  startDate?: string | null;
  endDate?: string | null;
  location?: string | null;
  order?: number;
  isActive?: boolean;
  /** 2 when absent. */
  disagreementThreshold?: number;
  /** False when absent: the status is the one set here. */
  scheduleByDates?: boolean;
  /** False when absent: scoring needs no declaration. */
  requireDeclaration?: boolean;
  /** 0 when absent: price not scored. */
  priceWeight?: number;
  /** "ratio" when absent. */
  priceFormula?: PriceFormula;
}
