export interface ScoringEvent {
  id: number;
  name: string;
  description: string | null;
  status: string;
  order: number;
  isActive: boolean;
  /** Calendar dates as YYYY-MM-DD. */
  startDate: string | null;
  endDate: string | null;
  location: string | null;
  /** A cell is flagged when its highest and lowest rating differ by at least this much (1 to 4). */
  disagreementThreshold: number;
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
}
