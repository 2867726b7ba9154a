export interface IncompleteUser {
  userId: number;
  name: string;
  username: string;
  email: string | null;
  /** Active questions of the event this user answered for this vendor (a No Vote is an answer). */
  answered: number;
  /** Active questions of the event. */
  total: number;
  /** answered / total as a rounded whole percent. */
  percent: number;
}

export interface IncompleteVendor {
  vendorId: number;
  vendorName: string;
  company: string | null;
  users: IncompleteUser[];
}

/** One active event; `vendors` lists only the active vendors with at least one incomplete user. */
export interface IncompleteEvent {
  eventId: number;
  eventName: string;
  status: string;
  activeQuestions: number;
  activeVendors: number;
  usersWithAccess: number;
  /** Evaluators with access who have submitted their evaluation of the event. */
  submittedCount: number;
  /** Distinct users with access who left at least one active vendor of the event unfinished: each counted once, however many vendors they left. */
  incompleteUsers: number;
  /** User and vendor pairs left unfinished: the rows of the vendor groups, all groups together. */
  incompleteEntries: number;
  vendors: IncompleteVendor[];
}

export interface QuestionAverage {
  questionId: number;
  text: string;
  /** Mean of the 1..5 scores; null when there is none (No Votes do not count here). */
  average: number | null;
  /** Scores given, No Votes included. */
  responses: number;
  noVotes: number;
  /** Users with access to the event, less those who declared a conflict with the vendor. */
  users: number;
  /** responses / users as a rounded whole percent. */
  percent: number;
}

export interface VendorAverage {
  vendorId: number;
  vendorName: string;
  company: string | null;
  /** Mean of every 1..5 score of the vendor over the event's active questions; null when none. */
  average: number | null;
  responses: number;
  noVotes: number;
  questions: QuestionAverage[];
}

export interface AverageEvent {
  eventId: number;
  eventName: string;
  status: string;
  usersWithAccess: number;
  activeQuestions: number;
  /**
   * Mean of every 1..5 score of the event's active vendors over its active questions, from the same
   * scores as the vendor averages (so every score weighs alike, not a mean of vendor means); null when none.
   */
  average: number | null;
  /** Scores given over the event's active vendors and questions, No Votes included: the sum of the vendors' responses. */
  responses: number;
  /** How many of those responses are No Votes. */
  noVotes: number;
  vendors: VendorAverage[];
}
