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
  /** Every score that matches the filters (every score in the database without any), whatever the page. */
  total: number;
  limit: number;
  offset: number;
  rows: AdminScore[];
}

export interface PageQuery {
  limit?: number;
  offset?: number;
}

/** The Scores tab's filters: one event, vendor or evaluator, and only the No Votes. */
export interface AdminScoresQuery extends PageQuery {
  eventId?: number;
  vendorId?: number;
  userId?: number;
  noVote?: boolean;
}

export type ScoreHistoryAction = 'created' | 'updated' | 'deleted';

/**
 * One change of one cell, written by the database in the change's own transaction. Ids are kept
 * as values: the history outlives the user, event, vendor or question it names.
 */
export interface ScoreHistoryItem {
  id: number;
  userId: number;
  eventId: number;
  vendorId: number;
  questionId: number;
  action: ScoreHistoryAction;
  /** null for a created score. */
  oldScore: number | null;
  /** null for a deleted score. */
  newScore: number | null;
  oldComments: string | null;
  newComments: string | null;
  oldFollowupQuestions: string | null;
  newFollowupQuestions: string | null;
  /** The evaluator who saved, or the administrator who deleted; null when the database was changed outside the portal. */
  actorId: number | null;
  actorName: string | null;
  at: string;
}

export interface ScoreHistoryQuery extends PageQuery {
  eventId?: number;
  vendorId?: number;
  questionId?: number;
  userId?: number;
}
