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
