import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateDatabase, seedDemoDataWhereMissing } from './db/prepare';
import { describeError } from './http/logging';
import { openDemoStaffOwner } from './modules/staff';

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
    // The demo's back office needs someone to sign in: an owner with a random password, printed once.
    // Never in production, where the first owner is opened on purpose.
    const demoStaff =
      config.demoData && process.env.NODE_ENV !== 'production' ? await openDemoStaffOwner(database.db) : null;
    return { database, app, demoStaff };
  } catch (error) {
    console.error(JSON.stringify({ msg: 'the API could not start', err: describeError(error) }));
    process.exit(1);
  }
}

const { database, app, demoStaff } = await started();

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an uncaught error');
  else app.log.info({ signal }, 'closing');
  await app.close();
  await database.close();
});

const address = await app.listen({ host: config.host, port: config.port });
if (demoStaff)
  console.log(
    `Back office demo account (shown once): ${demoStaff.email} / ${demoStaff.password} (second factor set up at the first sign-in)`,
  );
console.log(`Hortus API listening at ${address}/api (database: ${database.kind})`);
