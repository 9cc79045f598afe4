import type { Company } from '@hortus/core';
import type { FastifyBaseLogger } from 'fastify';
import { seedDemoDealersWhereMissing } from '../demo/dealers';
import { isCatalogueEmpty, seedDemoCatalogue } from '../demo/seed';
import { migrateJobQueue } from '../jobs/job-queue';
import { reindexProducts } from '../modules/catalog';
import type { DatabaseConnection } from './database';

/** Migrates the database (the job queue's tables too), then fills an empty one with the demo catalogue when asked to (the embedded default). */
export async function prepareDatabase(
  database: DatabaseConnection,
  options: {
    demoData: boolean;
    log: Pick<FastifyBaseLogger, 'info'>;
    /** The company the demo's legal pages name; the demo company when not given. */
    company?: Company;
  },
): Promise<void> {
  await database.migrate();
  await migrateJobQueue(database);
  if (options.demoData && (await isCatalogueEmpty(database.db))) {
    const started = performance.now();
    await seedDemoCatalogue(database.db, {
      seed: 1,
      ...(options.company ? { company: options.company } : {}),
    });
    await reindexProducts(database.db);
    options.log.info({ ms: Math.round(performance.now() - started) }, 'demo catalogue seeded');
  } else if (options.demoData && (await seedDemoDealersWhereMissing(database.db))) {
    options.log.info('demo dealers seeded');
  }
}
