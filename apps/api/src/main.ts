import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateDatabase, seedDemoDataWhereMissing } from './db/prepare';

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
const database = await openDatabase(config.databaseUrl);
// Migrated before the app is built: without configured secrets it signs with the ones kept in the database.
await migrateDatabase(database);
const app = await buildApp({ config, database });
await seedDemoDataWhereMissing(database, {
  demoData: config.demoData,
  log: app.log,
  company: config.company,
});

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an uncaught error');
  else app.log.info({ signal }, 'closing');
  await app.close();
  await database.close();
});

const address = await app.listen({ host: config.host, port: config.port });
console.log(`Hortus API listening at ${address}/api (database: ${database.kind})`);
