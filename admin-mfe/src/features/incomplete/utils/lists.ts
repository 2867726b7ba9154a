/**
 * Vendor groups of up to this many incomplete users list every row; a larger group lists its users
 * in a box that draws only the rows in view. Every group starts open, as the spec has it.
 */
export const FULL_LIST_LIMIT = 25;

export const listsEveryRow = (entries: number) => entries <= FULL_LIST_LIMIT;
