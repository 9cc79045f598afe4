/** PostgreSQL's unique violation (23505), as PGlite and node-postgres report it (drizzle may wrap it). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return code === '23505';
}
