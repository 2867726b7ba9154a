import Boom from '@hapi/boom';

interface Row {
  toJSON(): object;
}

/** A model row as the plain object an answer carries. */
export function plain<T>(row: Row): T {
  return row.toJSON() as T;
}

export function plainRows<T>(rows: Row[]): T[] {
  return rows.map((row) => plain<T>(row));
}

/** The row as an answer, or 404 naming what is missing. */
export function found<T>(row: Row | undefined, what: string): T {
  if (!row) throw Boom.notFound(`${what} not found`);
  return plain(row);
}

/** 404 naming what is missing when a delete removed nothing. */
export function removed(count: number, what: string): void {
  if (count === 0) throw Boom.notFound(`${what} not found`);
}

/** The column list of a model query's `returning`, which takes a mutable array. */
export function returning(columns: readonly string[]): string[] {
  return [...columns];
}
