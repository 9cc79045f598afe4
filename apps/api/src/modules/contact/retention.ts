import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { deleteExpiredMessages } from './inbox';

/** The hour (UTC) the nightly deletion runs: after the day's last mails, before the office opens. */
const RETENTION_HOUR_UTC = 3;

/** The next run after `now`: its night (the date it runs on) and the moment it may start. */
export function nextRetentionRun(now: Date): { night: string; startAfter: Date } {
  const startAfter = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), RETENTION_HOUR_UTC),
  );
  if (startAfter <= now) startAfter.setUTCDate(startAfter.getUTCDate() + 1);
  return { night: startAfter.toISOString().slice(0, 10), startAfter };
}

export interface RetentionContext {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue'>;
  retentionDays: number;
  now: () => Date;
}

/**
 * Queues the next night's deletion. Keyed by its night, so every API process that starts (or every run
 * that re-queues) adds the same one job, and exactly one process runs it.
 */
export async function scheduleRetention(context: RetentionContext): Promise<void> {
  const { night, startAfter } = nextRetentionRun(context.now());
  await context.jobs.enqueue(
    context.db,
    'contact-message-retention',
    { night },
    `contact-message-retention:${night}`,
    { startAfter },
  );
}

/** The job: deletes the messages past their retention, then queues the next night's run. */
export async function runRetention(context: RetentionContext): Promise<number> {
  const deleted = await deleteExpiredMessages(context.db, context.now(), context.retentionDays);
  await scheduleRetention(context);
  return deleted;
}
