export interface Question {
  id: number;
  eventId: number;
  text: string;
  description: string | null;
  order: number;
  isActive: boolean;
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
}
