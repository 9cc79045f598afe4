import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseConnection } from '../db/database';
import { createJobQueue, type JobQueue, jobId } from './job-queue';

const silent = { error: () => {} } as unknown as Parameters<typeof createJobQueue>[1]['log'];
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
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(ran).not.toContain(2);
  });

  it('keeps one job per key however often it is added (a replayed request, a retried transaction)', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await database.db.transaction(async (tx) => {
        await queue.enqueue(tx, 'order-confirmation-mail', { orderId: 3 }, '3');
      });
    }
    await vi.waitFor(() => expect(ran).toContain(3), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
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
    await vi.waitFor(() => expect(ran.filter((orderId) => orderId === 10)).toHaveLength(2), {
      timeout: 20_000,
      interval: 200,
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
