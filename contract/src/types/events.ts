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
}

/** POST and PUT: PUT replaces the record, and an absent optional field takes its default. */
export interface EventPayload {
  name: string;
  description?: string | null;
  status?: string;
  /** YYYY-MM-DD; empty or null for none. */
  startDate?: string | null;
  endDate?: string | null;
  location?: string | null;
  order?: number;
  isActive?: boolean;
}
