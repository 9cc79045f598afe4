import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseConnection, openDatabase } from '../src/db/database';
import { prepareDatabase } from '../src/db/prepare';

/**
 * The database a test file runs against: an in-memory PGlite, or, in the `api-postgres` project, a fresh
 * database on the server of TEST_DATABASE_URL that is dropped again when the file is done.
 */
export async function openTestDatabase(): Promise<DatabaseConnection> {
  const serverUrl = process.env.HORTUS_TEST_POSTGRES_URL;
  if (!serverUrl) {
    const database = await openDatabase('pglite://memory');
    await prepareDatabase(database, { demoData: true, log: { info: () => {} } });
    return database;
  }
  const name = `hortus_test_${randomBytes(6).toString('hex')}`;
  await administer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(url.toString(), { poolSize: 4 });
  await prepareDatabase(database, { demoData: true, log: { info: () => {} } });
  return {
    ...database,
    close: async () => {
      await database.close();
      await administer(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
}

async function administer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
