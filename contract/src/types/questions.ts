export interface Question {
  id: number;
  eventId: number;
  text: string;
  description: string | null;
  order: number;
  isActive: boolean;
  /** How much the question counts in a vendor's weighted score (more than 0, at most 100, two decimals). */
  weight: number;
  /** Optional group of criteria, such as "Technical" or "Commercial". */
  section: string | null;
}

/** The light question rows the dashboard's progress needs. */
export interface UserQuestion {
  id: number;
  eventId: number;
  isActive: boolean;
}

export interface QuestionPayload {
  eventId: number;
  text: string;
  description?: string | null;
  order?: number;
  isActive?: boolean;
  /** 1 when absent. */
  weight?: number;
  section?: string | null;
}
