import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { queryRows } from '../../db/database';
import { deleteExpiredMessages, INBOX_PAGE_SIZE, inboxPage, markAnswered } from './inbox';
import { nextRetentionRun, runRetention } from './retention';

const testApp = useTestApp();

/** `count` messages, one a day back from 2026-11-27 (the newest has the highest id). */
async function messages(count: number): Promise<number[]> {
  const { db } = testApp.database;
  await db.execute(sql`DELETE FROM contact_messages`);
  const ids: number[] = [];
  for (let day = count; day >= 1; day -= 1) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO contact_messages (store_code, name, email, subject, message, created_at)
        VALUES ('de-de', ${`Erika ${day}`}, 'erika@example.de', 'delivery', 'Wann kommt mein Gartenhaus?',
          timestamptz '2026-11-27 10:00:00+00' - make_interval(days => ${day - 1})) RETURNING id`,
    );
    ids.push(row?.id ?? 0);
  }
  return ids;
}

async function ids(options: Parameters<typeof inboxPage>[1]): Promise<number[]> {
  return (await inboxPage(testApp.database.db, options)).messages.map((message) => message.id);
}

describe('the inbox of the contact form', () => {
  beforeEach(async () => {
    await testApp.database.db.execute(sql`DELETE FROM contact_messages`);
  });

  it('shows the newest first, a page at a time, and only the open ones when asked', async () => {
    const all = (await messages(INBOX_PAGE_SIZE + 5)).reverse();
    const first = await inboxPage(testApp.database.db, {});
    expect(first.messages.map((message) => message.id)).toEqual(all.slice(0, INBOX_PAGE_SIZE));
    expect(first.messages[0]).toMatchObject({
      name: 'Erika 1',
      subject: 'delivery',
      createdAt: '2026-11-27T10:00:00Z',
      answeredAt: null,
    });
    expect(await ids({ olderThan: first.olderThan })).toEqual(all.slice(INBOX_PAGE_SIZE));
    expect((await inboxPage(testApp.database.db, { olderThan: first.olderThan })).olderThan).toBeNull();
    expect(
      await markAnswered(testApp.database.db, all[0] ?? 0, {
        by: 'Paula Lager',
        at: new Date('2026-11-27T12:00:00Z'),
      }),
    ).toBe(true);
    expect((await ids({ open: true })).slice(0, 2)).toEqual(all.slice(1, 3));
  });

  it('keeps who answered first and when, opens a message again, and knows no unknown message', async () => {
    const [id = 0] = await messages(1);
    await markAnswered(testApp.database.db, id, { by: 'Paula Lager', at: new Date('2026-11-27T12:00:00Z') });
    await markAnswered(testApp.database.db, id, { by: 'Tom Theke', at: new Date('2026-11-27T13:00:00Z') });
    expect((await inboxPage(testApp.database.db, {})).messages[0]).toMatchObject({
      answeredAt: '2026-11-27T12:00:00Z',
      answeredBy: 'Paula Lager',
    });
    await markAnswered(testApp.database.db, id, null);
    expect(await ids({ open: true })).toEqual([id]);
    expect(await markAnswered(testApp.database.db, id + 1000, null)).toBe(false);
  });

  it('deletes what is older than the retention period, answered or not, and nothing younger', async () => {
    const all = await messages(10);
    await markAnswered(testApp.database.db, all[0] ?? 0, { by: 'Paula Lager', at: new Date() });
    // Messages of 2026-11-18 .. 2026-11-27 at 10:00; five days back from 2026-11-27 11:00 is 2026-11-22 11:00.
    expect(await deleteExpiredMessages(testApp.database.db, new Date('2026-11-27T11:00:00Z'), 5)).toBe(5);
    expect((await ids({})).sort()).toEqual(all.slice(5).sort());
  });

  it('runs each night at 03:00 UTC and queues the next night when it ran', async () => {
    expect(nextRetentionRun(new Date('2026-11-27T02:59:00Z'))).toEqual({
      night: '2026-11-27',
      startAfter: new Date('2026-11-27T03:00:00Z'),
    });
    expect(nextRetentionRun(new Date('2026-11-27T03:00:00Z')).night).toBe('2026-11-28');
    expect(nextRetentionRun(new Date('2026-12-31T23:00:00Z')).night).toBe('2027-01-01');
    await messages(3);
    const queued: unknown[][] = [];
    const deleted = await runRetention({
      db: testApp.database.db,
      jobs: { enqueue: async (...args) => void queued.push(args.slice(1)) },
      retentionDays: 1,
      now: () => new Date('2026-11-27T03:00:05Z'),
    });
    // One day back from 2026-11-27 03:00 leaves the messages of the 26th and 27th.
    expect(deleted).toBe(1);
    expect(queued).toEqual([
      [
        'contact-message-retention',
        { night: '2026-11-28' },
        'contact-message-retention:2026-11-28',
        { startAfter: new Date('2026-11-28T03:00:00Z') },
      ],
    ]);
  });
});
