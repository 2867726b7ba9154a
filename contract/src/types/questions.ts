import type { QuestionKind } from '../rules';

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
  /** "scale": scored 1 to 5; "passFail": a knock-out criterion answered Pass (5) or Fail (1), carrying no weight. */
  kind: QuestionKind;
  /** On a scale question, the lowest agreed score or cell mean a vendor may have and stay in the award; null for none. */
  minimum: number | null;
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
  /** "scale" when absent. */
  kind?: QuestionKind;
  /** null when absent; only on a scale question. */
  minimum?: number | null;
}
