import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type DatabaseConnection, openDatabase } from '../src/db/database';
import { administer } from './database-template';

/**
 * The database a test file runs against: a copy of the run's migrated and seeded template
 * (test/database-template.ts), in memory on PGlite or, in the `api-postgres` project, a database on the
 * server of TEST_DATABASE_URL that is dropped again when the file is done.
 */
export async function openTestDatabase(): Promise<DatabaseConnection & { url?: string }> {
  const serverUrl = process.env.HORTUS_TEST_POSTGRES_URL;
  if (!serverUrl) {
    const dump = readFileSync(inject('pgliteTemplate'));
    return openDatabase('pglite://memory', { loadDataDir: new Blob([dump]) });
  }
  const name = `hortus_test_${randomBytes(6).toString('hex')}`;
  await administer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(url.toString(), { poolSize: 4 });
  return {
    ...database,
    // Another process's connection to the same database (PostgreSQL only: PGlite belongs to one process).
    url: url.toString(),
    close: async () => {
      await database.close();
      await administer(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
}
