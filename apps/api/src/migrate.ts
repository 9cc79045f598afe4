import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare';
import { describeError } from './http/logging';

/**
 * Migrates the database (and fills an empty catalogue when DEMO_DATA is on), then exits: run once before
 * several API processes start on one database (deploy/compose.yaml's `migrate`), so they do not all
 * migrate it at the same moment. main.ts still migrates at its start, which is then a check that finds
 * nothing to do.
 */
try {
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl);
  try {
    await prepareDatabase(database, {
      demoData: config.demoData,
      company: config.company,
      log: {
        info: (fields: unknown, message?: string) => console.log(JSON.stringify({ msg: message, fields })),
      },
    });
  } finally {
    await database.close();
  }
  console.log(`Hortus database migrated (${database.kind})`);
} catch (error) {
  // Like main.ts: the failure without a failed query's parameters.
  console.error(JSON.stringify({ msg: 'the database could not be migrated', err: describeError(error) }));
  process.exit(1);
}
