/**
 * An evaluator's conflict-of-interest declaration for one event: the vendors they have a conflict
 * with (empty for "I have no conflicts") and what they wrote about it. Each change is a new version;
 * the newest one counts.
 */
export interface Declaration {
  eventId: number;
  /** Ids of the vendors the evaluator declared a conflict with; their saves on them are refused and their scores of them do not count. */
  conflicts: number[];
  statement: string | null;
  declaredAt: string;
}

/** PUT: the caller's new declaration, which replaces the current one and keeps it in the history. */
export interface DeclarationPayload {
  conflicts: number[];
  /** Up to 2,000 characters; blank for none. */
  statement?: string | null;
}

/** One evaluator with access to an event, as administrators see their declarations. */
export interface UserDeclarations {
  userId: number;
  name: string;
  /** The declaration that counts, or null when they have not declared yet. */
  current: Declaration | null;
  /** The versions it replaced, newest first. */
  earlier: Declaration[];
}

/** Every evaluator with access to an event, with their declarations. */
export interface EventDeclarations {
  eventId: number;
  requireDeclaration: boolean;
  users: UserDeclarations[];
}
