/**
 * Global setup of the API's database suites: the database every test file starts from is migrated and
 * seeded once per run, not once per file. On PGlite it is a dump (a tarball) that each file loads into a
 * fresh in-memory database; on PostgreSQL it is a template database that each file copies with
 * CREATE DATABASE ... TEMPLATE. Both are removed when the run ends.
 */
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';
import { prepareDatabase } from '../src/db/prepare';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite runs: the file with the dump of the migrated, seeded database. */
    pgliteTemplate: string;
    /** PostgreSQL runs: the name of the migrated, seeded template database on the server. */
    postgresTemplate: string;
  }
}

const quiet = { info: () => {} };

export async function administer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = project.config.env?.HORTUS_TEST_POSTGRES_URL;
  if (serverUrl) {
    const name = `hortus_template_${randomBytes(6).toString('hex')}`;
    await administer(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const template = await openDatabase(url.toString(), { poolSize: 2 });
    await prepareDatabase(template, { demoData: true, log: quiet });
    await template.close();
    project.provide('postgresTemplate', name);
    return () => administer(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
  }
  const template = await openDatabase('pglite://memory');
  await prepareDatabase(template, { demoData: true, log: quiet });
  const dump = await template.dump?.();
  await template.close();
  if (!dump) throw new Error('PGlite could not dump the template database');
  const file = join(tmpdir(), `hortus-test-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => rmSync(file, { force: true });
}
