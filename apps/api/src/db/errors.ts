import { DrizzleQueryError } from 'drizzle-orm';

/** PostgreSQL's unique violation (23505), as PGlite and node-postgres report it (drizzle may wrap it). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return code === '23505';
}

/** The constraint (or unique index) a failed statement violated, as PostgreSQL names it; undefined if none. */
export function violatedConstraint(error: unknown): string | undefined {
  const constraint =
    (error as { constraint?: unknown }).constraint ??
    (error as { cause?: { constraint?: unknown } }).cause?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}

/**
 * The fields of a PostgreSQL error (PGlite and node-postgres alike) that name what failed and where, never
 * the values involved: `detail` ("Key (email)=(...)", "Failing row contains (...)") and `where` (the JSON
 * around a refused character) quote them, and so does the message ('invalid input syntax for type integer:
 * "..."'), which is why `databaseErrorMessage` keeps only the names these fields give.
 */
const DATABASE_ERROR_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
] as const;

interface DatabaseError extends Error {
  severity: string;
  code: string;
}

/** An error PostgreSQL (or PGlite) answered with: a severity and a five-character SQLSTATE. */
export function isDatabaseError(error: unknown): error is DatabaseError {
  const { severity, code } = error as { severity?: unknown; code?: unknown };
  return typeof severity === 'string' && typeof code === 'string' && code.length === 5;
}

/** The fields of `error` an operator may read (SQLSTATE, constraint, table, ...). */
export function databaseErrorFields(error: DatabaseError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const field of DATABASE_ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string') fields[field] = value;
  }
  return fields;
}

/** The server's message with every quoted text that is not one of the error's names (a value) left out. */
export function databaseErrorMessage(error: DatabaseError): string {
  const names = new Set(Object.values(databaseErrorFields(error)));
  return error.message.replace(/"((?:[^"]|"")*)"/g, (quoted, text: string) =>
    names.has(text) ? quoted : '"[value]"',
  );
}

/**
 * A statement drizzle could not run. Its message and `params` hold the bound values (an e-mail address, a
 * name, a cart id); its `query` is the statement text with $n placeholders only.
 */
export function isFailedQuery(error: unknown): error is DrizzleQueryError {
  return error instanceof DrizzleQueryError;
}
