import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * `column = ANY($1::int[])`: the ids travel as one array parameter. drizzle's `inArray` sends one parameter
 * per id, which makes a page of products with their variants (150+ ids) measurably slower to parse and plan.
 */
export function inIds(column: Column, ids: number[]): SQL {
  return sql`${column} = ANY(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`;
}
