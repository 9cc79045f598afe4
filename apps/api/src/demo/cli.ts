/**
 * Fills a database with the demo catalogue and builds its search index:
 *   tsx apps/api/src/demo/cli.ts [--products N] [--seed S] [--database URL] [--reset]
 * The database defaults to DATABASE_URL, else the API's own PGlite directory (data/pglite).
 */
import { parseArgs } from 'node:util';
import type { Company } from '@hortus/core';
import { type Config, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { reindexProducts } from '../modules/catalog';
import { clearCatalogue, isCatalogueEmpty, seedDemoCatalogue } from './seed';

const USAGE = 'usage: tsx apps/api/src/demo/cli.ts [--products N] [--seed S] [--database URL] [--reset]';
/** More than this many products would not fit a sensible demo (and the 7-digit ids of the generator). */
const MAX_PRODUCTS = 1_000_000;

/** A refusal reported as one line without a stack trace (a non-empty catalogue without --reset). */
class CommandError extends Error {}
/** A mistake in the command line, reported with the usage line. */
class UsageError extends CommandError {}

interface DemoCommand {
  products: number;
  seed: number;
  databaseUrl: string;
  reset: boolean;
  /** The company the legal pages name: the API's, from the same environment (COMPANY_*, ...). */
  company: Company;
}

function readWholeNumber(value: string | undefined, name: string, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) > max) {
    throw new UsageError(`--${name} must be a whole number from 0 to ${max}, not '${value}'`);
  }
  return Number(value);
}

function readCommand(args: string[]): DemoCommand {
  let values: { products?: string; seed?: string; database?: string; reset?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        products: { type: 'string' },
        seed: { type: 'string' },
        database: { type: 'string' },
        reset: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  return {
    products: readWholeNumber(values.products, 'products', 0, MAX_PRODUCTS),
    seed: readWholeNumber(values.seed, 'seed', 1, 0xffff_ffff),
    databaseUrl: values.database ?? apiConfig().databaseUrl,
    reset: values.reset === true,
    company: apiConfig().company,
  };
}

function apiConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function seconds(from: number, to: number): string {
  return `${((to - from) / 1000).toFixed(1)} s`;
}

async function runDemoCommand(command: DemoCommand): Promise<void> {
  const database = await openDatabase(command.databaseUrl);
  try {
    await database.migrate();
    if (!(await isCatalogueEmpty(database.db))) {
      if (!command.reset) throw new CommandError('the catalogue is not empty; add --reset to replace it');
      await clearCatalogue(database.db);
    }
    const started = performance.now();
    const counts = await seedDemoCatalogue(database.db, {
      seed: command.seed,
      products: command.products,
      company: command.company,
    });
    const seeded = performance.now();
    // The search index is built from the seeded tables; products are not searchable before this.
    const indexed = await reindexProducts(database.db);
    const done = performance.now();
    console.table(counts);
    const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
    console.log(
      `seeded ${rows} rows in ${seconds(started, seeded)}; indexed ${indexed} products in ${seconds(seeded, done)} (${database.kind})`,
    );
  } finally {
    await database.close();
  }
}

try {
  await runDemoCommand(readCommand(process.argv.slice(2)));
} catch (error) {
  if (!(error instanceof CommandError)) throw error;
  console.error(`demo: ${error.message}${error instanceof UsageError ? `\n${USAGE}` : ''}`);
  process.exitCode = 1;
}
