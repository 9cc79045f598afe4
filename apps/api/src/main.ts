import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateDatabase, seedDemoDataWhereMissing } from './db/prepare';
import { describeError } from './http/logging';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    // A configuration problem is the operator's to fix: its message, not a stack trace.
    console.error((error as Error).message);
    process.exit(1);
  }
}

const config = configOrExit();

/**
 * Opens and migrates the database and builds the app. A failure here happens before the app's logger
 * exists, and Node's own report of it would print the failed query's parameters (a freshly made signing
 * secret, say): it is reported as the log reports errors, without them.
 */
async function started() {
  try {
    const database = await openDatabase(config.databaseUrl);
    // Migrated before the app is built: without configured secrets it signs with the ones kept in the database.
    await migrateDatabase(database);
    const app = await buildApp({ config, database });
    await seedDemoDataWhereMissing(database, {
      demoData: config.demoData,
      log: app.log,
      company: config.company,
    });
    return { database, app };
  } catch (error) {
    console.error(JSON.stringify({ msg: 'the API could not start', err: describeError(error) }));
    process.exit(1);
  }
}

const { database, app } = await started();

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an uncaught error');
  else app.log.info({ signal }, 'closing');
  await app.close();
  await database.close();
});

const address = await app.listen({ host: config.host, port: config.port });
console.log(`Hortus API listening at ${address}/api (database: ${database.kind})`);
