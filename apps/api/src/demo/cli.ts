/**
 * Fills a database with the demo catalogue and builds its search index:
 *   tsx apps/api/src/demo/cli.ts [--products N] [--seed S] [--database URL] [--reset]
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { reindexProducts } from '../modules/catalog';
import { clearCatalogue, isCatalogueEmpty, seedDemoCatalogue } from './seed';

function fail(message: string): never {
  console.error(`demo: ${message}`);
  process.exit(1);
}

function positiveInteger(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d{1,7}$/.test(value)) fail(`--${name} must be a whole number, not '${value}'`);
  return Number(value);
}

let parsed: ReturnType<typeof parseArgs<{ options: typeof options }>>;
const options = {
  products: { type: 'string' },
  seed: { type: 'string' },
  database: { type: 'string' },
  reset: { type: 'boolean', default: false },
} as const;
try {
  parsed = parseArgs({ options, strict: true });
} catch (error) {
  fail((error as Error).message);
}
const products = positiveInteger(parsed.values.products, 'products', 0);
const seed = positiveInteger(parsed.values.seed, 'seed', 1);
const url = parsed.values.database ?? loadConfig().databaseUrl;

const database = await openDatabase(url);
try {
  await database.migrate();
  if (!(await isCatalogueEmpty(database.db))) {
    if (!parsed.values.reset) fail('the catalogue is not empty; add --reset to replace it');
    await clearCatalogue(database.db);
  }
  const started = performance.now();
  const counts = await seedDemoCatalogue(database.db, { seed, products });
  const seeded = performance.now();
  const indexed = await reindexProducts(database.db);
  const done = performance.now();
  console.table(counts);
  console.log(
    `seeded in ${((seeded - started) / 1000).toFixed(1)} s; indexed ${indexed} products in ${((done - seeded) / 1000).toFixed(1)} s (${database.kind})`,
  );
} finally {
  await database.close();
}
