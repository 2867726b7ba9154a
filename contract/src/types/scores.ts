export interface UserScore {
  eventId: number;
  userId: number;
  questionId: number;
  vendorId: number;
  score: number;
}

export interface Score extends UserScore {
  id: number;
  comments: string | null;
  followupQuestions: string | null;
  updatedAt: string;
}

export interface ScorePayload {
  questionId: number;
  vendorId: number;
  /** 1 to 5, or 0 for No Vote. */
  score: number;
  comments: string | null;
  followupQuestions: string | null;
}

/** A score with the names it refers to; a name is null only when its record is gone. */
export interface AdminScore {
  id: number;
  userId: number;
  userName: string | null;
  eventId: number;
  eventName: string | null;
  vendorId: number;
  vendorName: string | null;
  questionId: number;
  questionText: string | null;
  score: number;
  comments: string | null;
  followupQuestions: string | null;
  updatedAt: string;
}

export interface AdminScoresPage {
  /** Every score in the database, whatever the page. */
  total: number;
  limit: number;
  offset: number;
  rows: AdminScore[];
}

export interface PageQuery {
  limit?: number;
  offset?: number;
}
