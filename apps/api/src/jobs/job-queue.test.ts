import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseConnection } from '../db/database';
import { queryRows } from '../db/database';
import { createJobQueue, insertJobsSql, type JobQueue, jobId, jobIdSql } from './job-queue';

const silent = { error: () => {}, warn: () => {} } as unknown as Parameters<typeof createJobQueue>[1]['log'];
let database: DatabaseConnection;
let queue: JobQueue;
const ran: number[] = [];
/** Orders whose job fails the first time it runs. */
const failOnce = new Set<number>([10]);

beforeAll(async () => {
  database = await openTestDatabase();
  const created = createJobQueue(database, { log: silent, pollingIntervalSeconds: 0.5 });
  await created.start();
  queue = created;
  await queue.work('order-confirmation-mail', async ({ orderId }) => {
    ran.push(orderId);
    if (failOnce.delete(orderId)) throw new Error('the mail server did not answer');
  });
});

afterAll(async () => {
  await queue.stop();
  await database.close();
});

/**
 * Waits until no job of the queue is left to run (created, retrying or active): every job that exists has
 * run by then, so a job that ran too often, or one that should not exist, has shown itself.
 */
async function drained(): Promise<void> {
  await vi.waitFor(
    async () => {
      const [row] = await queryRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM pgboss.job
          WHERE name = 'order-confirmation-mail' AND state IN ('created', 'retry', 'active')`,
      );
      expect(row?.n).toBe(0);
    },
    { timeout: 10_000, interval: 100 },
  );
}

describe('the job queue', () => {
  it('runs a job added in a transaction once that transaction commits, and never one rolled back', async () => {
    await database.db.transaction(async (tx) => {
      await queue.enqueue(tx, 'order-confirmation-mail', { orderId: 1 }, '1');
    });
    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue(tx, 'order-confirmation-mail', { orderId: 2 }, '2');
        throw new Error('the order failed after its job was added');
      }),
    ).rejects.toThrow('the order failed');
    await vi.waitFor(() => expect(ran).toContain(1), { timeout: 10_000 });
    await drained();
    expect(ran).not.toContain(2);
  });

  it('keeps one job per key however often it is added (a replayed request, a retried transaction)', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await database.db.transaction(async (tx) => {
        await queue.enqueue(tx, 'order-confirmation-mail', { orderId: 3 }, '3');
      });
    }
    await vi.waitFor(() => expect(ran).toContain(3), { timeout: 10_000 });
    await drained();
    expect(ran.filter((orderId) => orderId === 3)).toHaveLength(1);
    const rows = await database.db.execute(
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE id = ${jobId('order-confirmation-mail:3')}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });
});

describe('a job that fails', () => {
  it('runs again after a while, and the other jobs of its batch are done once', async () => {
    await database.db.transaction(async (tx) => {
      await queue.enqueue(tx, 'order-confirmation-mail', { orderId: 10 }, '10');
      await queue.enqueue(tx, 'order-confirmation-mail', { orderId: 11 }, '11');
    });
    // The failed job waits for its retry (1-2 s here); the test's clock: once it waits, the while has passed.
    const failed = jobId('order-confirmation-mail:10');
    await vi.waitFor(
      async () => {
        const [job] = await queryRows<{ state: string; waiting: boolean }>(
          database.db,
          sql`SELECT state, start_after > now() AS waiting FROM pgboss.job WHERE id = ${failed}::uuid`,
        );
        expect(job).toEqual({ state: 'retry', waiting: true });
      },
      { timeout: 10_000, interval: 100 },
    );
    await database.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE id = ${failed}::uuid`);
    await vi.waitFor(() => expect(ran.filter((orderId) => orderId === 10)).toHaveLength(2), {
      timeout: 20_000,
      interval: 100,
    });
    expect(ran.filter((orderId) => orderId === 11)).toHaveLength(1);
  }, 30_000);
});

describe('jobId', () => {
  it('is the same UUID for the same key and another for another key', () => {
    expect(jobId('a')).toBe(jobId('a'));
    expect(jobId('a')).not.toBe(jobId('b'));
    expect(jobId('a')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('jobs added by a statement of their own (the order placement)', () => {
  // The columns pg-boss fills from the queue's settings and the job's options; not its id or times.
  const settings = sql`name, data, priority, state, retry_limit, retry_delay, retry_backoff, expire_in,
    keep_until - start_after AS kept, policy, singleton_key, dead_letter`;

  it('makes the same job as enqueue, with the same keyed id, and one job however often it runs', async () => {
    const startAfter = new Date(Date.now() + 3600_000);
    await database.db.transaction(async (tx) => {
      await queue.enqueue(tx, 'stock-reservation-expiry', { orderId: 501 }, '501', { startAfter });
    });
    const insert = sql`WITH made AS (SELECT 502 AS id), added AS (${insertJobsSql(sql`(
        SELECT json_agg(json_build_object('id', ${jobIdSql(sql`'stock-reservation-expiry:' || made.id`)},
          'name', 'stock-reservation-expiry', 'data', json_build_object('orderId', made.id),
          'startAfter', ${startAfter.toISOString()}::text))
        FROM made)`)})
      SELECT 1 AS done`;
    for (let run = 0; run < 2; run += 1) await database.db.execute(insert);
    const jobs = await queryRows<Record<string, unknown>>(
      database.db,
      sql`SELECT id, start_after, ${settings} FROM pgboss.job
        WHERE id IN (${jobId('stock-reservation-expiry:501')}::uuid, ${jobId('stock-reservation-expiry:502')}::uuid)
        ORDER BY data->>'orderId'`,
    );
    expect(jobs).toHaveLength(2);
    const [enqueued, inserted] = jobs as [Record<string, unknown>, Record<string, unknown>];
    expect(inserted.id).toBe(jobId('stock-reservation-expiry:502'));
    expect(new Date(inserted.start_after as string).getTime()).toBe(startAfter.getTime());
    const { id: _id, data: insertedData, ...insertedSettings } = inserted;
    const { id: _other, data: enqueuedData, ...enqueuedSettings } = enqueued;
    expect(insertedSettings).toEqual(enqueuedSettings);
    expect([enqueuedData, insertedData]).toEqual([{ orderId: 501 }, { orderId: 502 }]);
  });

  it('keys a job in SQL with the same UUID as jobId, for any key', async () => {
    const keys = [
      'order-confirmation-mail:42',
      'stock-reservation-expiry:100000001',
      'Bestellung:Größe:ä€😀',
    ];
    for (const key of keys) {
      const [row] = await queryRows<{ id: string }>(
        database.db,
        sql`SELECT ${jobIdSql(sql`${key}::text`)} AS id`,
      );
      expect(row?.id).toBe(jobId(key));
    }
  });
});
