import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare';

const config = loadConfig();
const database = await openDatabase(config.databaseUrl);
const app = await buildApp({ config, database });
await prepareDatabase(database, { demoData: config.demoData, log: app.log, company: config.company });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an uncaught error');
  else app.log.info({ signal }, 'closing');
  await app.close();
  await database.close();
});

const address = await app.listen({ host: config.host, port: config.port });
console.log(`Hortus API listening at ${address}/api (database: ${database.kind})`);
