import { randomInt } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import { buildApp } from './app';
import { loadConfig } from './config';
import { type DatabaseConnection, queryRows } from './db/database';

/**
 * The shop past one machine (issue 28, docs/architecture.md "Deployment past one machine"): two API
 * processes on one database and one Redis, as behind a load balancer. Each app here has its own Redis
 * connection, job queue and mail outbox, as a process of its own would.
 */
const redisUrl = process.env.TEST_REDIS_URL;

/** A client address no earlier run used: Redis keeps the limits' counts across test runs for their window. */
const someAddress = () => `100.${64 + randomInt(64)}.${randomInt(256)}.${1 + randomInt(254)}`;

describe.runIf(redisUrl)('two API processes on one database and one Redis', () => {
  const apps: FastifyInstance[] = [];
  const outboxes = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'hortus-test-outbox-')));
  let database: DatabaseConnection;
  beforeAll(async () => {
    database = await openTestDatabase();
    for (const outbox of outboxes) {
      const config = loadConfig({
        LOG_LEVEL: 'silent',
        RESPONSE_VALIDATION: 'on',
        REDIS_URL: redisUrl,
        OUTBOX_DIR: outbox,
      });
      apps.push(await buildApp({ config, database }));
    }
    await Promise.all(apps.map((app) => app.ready()));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database?.close();
    for (const outbox of outboxes) rmSync(outbox, { recursive: true, force: true });
  });

  it('count the logins of one client address together: 20 checked in all, then refused by both', async () => {
    const address = someAddress();
    const statuses: number[][] = [[], []];
    // One after the other, in turns: each process sees 15 of the 30.
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const answer = await (apps[attempt % 2] as FastifyInstance).inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: `nobody.${attempt}.${Date.now()}@example.de`, password: 'wrong password' },
        remoteAddress: address,
      });
      statuses[attempt % 2]?.push(answer.statusCode);
    }
    // Counted per process, each would have checked all 15 of its attempts.
    const checkedThenRefused = [...Array(10).fill(401), ...Array(5).fill(429)];
    expect(statuses).toEqual([checkedThenRefused, checkedThenRefused]);
  });

  it('run each job once though both work the queue: every mail in one process’s outbox', async () => {
    const messages = 8;
    for (let index = 0; index < messages; index += 1) {
      const answer = await (apps[index % 2] as FastifyInstance).inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: someAddress(),
        payload: {
          name: 'Gerda Beet',
          email: `gerda.${index}.${Date.now()}@example.de`,
          subject: 'delivery',
          message: 'Wann wird mein Gerätehaus geliefert?',
          store: 'de-de',
        },
      });
      expect(answer.statusCode).toBe(200);
    }
    const jobs = () =>
      queryRows<{ state: string; retries: number }>(
        database.db,
        sql`SELECT state, retry_count AS retries FROM pgboss.job WHERE name = 'contact-message-mail'`,
      );
    await vi.waitFor(
      async () => expect((await jobs()).every((job) => job.state === 'completed')).toBe(true),
      {
        timeout: 10_000,
        interval: 100,
      },
    );
    // Each message mails customer service and the sender (two keyed mails); a job run in both processes
    // would leave its mails in both outboxes, and one run again after a failure would count a retry.
    expect(await jobs()).toEqual(Array(messages).fill({ state: 'completed', retries: 0 }));
    const mailed = outboxes.map((outbox) => readdirSync(outbox).filter((name) => name.endsWith('.eml')));
    const all = mailed.flat();
    expect(all).toHaveLength(2 * messages);
    expect(new Set(all).size).toBe(2 * messages);
  });
});
