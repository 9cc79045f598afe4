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
  options: Parameters<typeof seedDemoDataWhereMissing>[1],
): Promise<void> {
  await migrateDatabase(database);
  await seedDemoDataWhereMissing(database, options);
}

/** The migrations of every module and of the job queue. */
export async function migrateDatabase(database: DatabaseConnection): Promise<void> {
  await database.migrate();
  await migrateJobQueue(database);
}

/** Fills an empty catalogue with the demo data (or adds the demo dealers) when asked to. */
export async function seedDemoDataWhereMissing(
  database: DatabaseConnection,
  options: {
    demoData: boolean;
    log: Pick<FastifyBaseLogger, 'info'>;
    /** The company the demo's legal pages name; the demo company when not given. */
    company?: Company;
  },
): Promise<void> {
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
