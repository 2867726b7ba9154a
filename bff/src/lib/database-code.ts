/** A database or driver failure as the pg driver reports it, or as knex wraps it. */
export interface DatabaseFailure {
  code?: string;
  nativeError?: DatabaseFailure;
}

/** The SQLSTATE or driver code of a database failure, also when knex wraps the driver's error (`nativeError`). */
export function databaseCode(error: unknown): string | undefined {
  const failure = error as DatabaseFailure | null | undefined;
  return failure?.nativeError?.code ?? failure?.code;
}
