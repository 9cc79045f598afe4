import { createHash } from 'node:crypto';
import { is, SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { type Database, type DatabaseConnection, queryRows } from '../db/database';

/**
 * The side effects of the shop's writes (ARCHITECTURE "Commerce core": a transactional outbox): a job is
 * added in the same transaction as the order or payment change it follows from, so it exists exactly when
 * that change committed, and a worker runs it at least once. pg-boss keeps the jobs in PostgreSQL (schema
 * `pgboss`) and needs nothing but SQL, so the same queue runs on the embedded PGlite (through
 * `DatabaseConnection.executeSql`) and on a PostgreSQL server (ADR 0010).
 */

/** The queues and what their jobs carry. */
export interface Jobs {
  'order-confirmation-mail': { orderId: number };
  'stock-reservation-expiry': { orderId: number };
  'contact-message-mail': { contactMessageId: number };
  /** The nightly deletion of contact messages past their retention; each night's job re-queues the next. */
  'contact-message-retention': { night: string };
  /** The customer's mail of an order event (payment received, shipment, cancellation, refund). */
  'order-event-mail': { orderEventId: number };
  /** Read a payment again from its provider and book what changed (a provider's notification). */
  'payment-sync': { attemptId: string };
  /** Take an order's authorized money at its payment provider (the order shipped). */
  'payment-capture': { orderId: number };
  /** Give an order's authorized money back at its payment provider (the order was cancelled). */
  'payment-release': { orderId: number };
}
export type JobName = keyof Jobs;
const QUEUES: JobName[] = [
  'order-confirmation-mail',
  'stock-reservation-expiry',
  'contact-message-mail',
  'contact-message-retention',
  'order-event-mail',
  'payment-sync',
  'payment-capture',
  'payment-release',
];

export interface JobQueue {
  /**
   * Adds a job inside the caller's transaction `tx`. Jobs are keyed (`order-confirmation-mail:42`): a key
   * added twice, by a replayed request or a retried transaction, is one job.
   */
  enqueue<Name extends JobName>(
    tx: Database,
    name: Name,
    data: Jobs[Name],
    key: string,
    options?: { startAfter?: Date },
  ): Promise<void>;
  /** Runs the queue's jobs in this process; a handler that throws is retried with backoff. */
  work<Name extends JobName>(name: Name, handler: (data: Jobs[Name]) => Promise<void>): Promise<void>;
  /** Jobs of a queue not yet done (created, retrying or active). */
  pending(name: JobName): Promise<number>;
  stop(): Promise<void>;
}

/** A job's id from its key: pg-boss ids are UUIDs, and the same key must give the same id. */
export function jobId(key: string): string {
  const bytes = createHash('sha256').update(key).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50; // version 5: a name-based UUID
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** pg-boss's few statements, split once at their $n parameters: the text between them and their numbers. */
const splitStatements = new Map<string, { texts: SQL[]; parameters: number[] }>();

/**
 * pg-boss's SQL text with $n parameters as a drizzle statement, so it runs in a drizzle transaction or
 * inside another statement. A value that is itself SQL (an expression of the enclosing statement) takes the
 * parameter's place.
 */
function asStatement(text: string, values: unknown[]): SQL {
  let split = splitStatements.get(text);
  if (!split) {
    split = { texts: [], parameters: [] };
    let from = 0;
    for (const match of text.matchAll(/\$(\d+)/g)) {
      split.texts.push(sql.raw(text.slice(from, match.index)));
      split.parameters.push(Number(match[1]) - 1);
      from = (match.index ?? 0) + match[0].length;
    }
    split.texts.push(sql.raw(text.slice(from)));
    splitStatements.set(text, split);
  }
  const chunks: SQL[] = [];
  for (const [index, parameter] of split.parameters.entries()) {
    chunks.push(split.texts[index] as SQL);
    const value = values[parameter];
    // pg-boss leaves trailing unset values out of the array: they are NULLs (drizzle would drop undefined).
    chunks.push(is(value, SQL) ? value : sql`${value ?? null}`);
  }
  chunks.push(split.texts.at(-1) as SQL);
  return sql.join(chunks, sql.raw(''));
}

/** `jobId` as a SQL expression of a text key (the same name-based UUID), for jobs keyed inside a statement. */
export function jobIdSql(key: SQL): SQL {
  return sql`(SELECT encode(set_byte(set_byte(h, 6, (get_byte(h, 6) & 15) | 80), 8, (get_byte(h, 8) & 63) | 128),
      'hex')::uuid
    FROM (SELECT substring(sha256(convert_to(${key}, 'UTF8')) FROM 1 FOR 16) AS h) AS digest)`;
}

let insertJobsStatement: { text: string; values: unknown[] } | undefined;

/**
 * Jobs added by a statement that makes what they follow from (an order), in its own round trip: the body of a
 * data-modifying CTE. It is pg-boss's own statement for adding jobs (`insert`, as pg-boss would run it with
 * this queue's settings), fed with `jobs`, a SQL expression of a JSON array of `{ id, name, data, startAfter }`
 * (`startAfter` an ISO time or null). Ids come from `jobIdSql`: a key added twice is one job (pg-boss inserts
 * with ON CONFLICT DO NOTHING).
 */
export function insertJobsSql(jobs: SQL): SQL {
  if (!insertJobsStatement) {
    // pg-boss hands its statement to the db it is given; this one only keeps it (nothing runs).
    const capturing = boss(
      {
        executeSql: async (text, values) => {
          insertJobsStatement = { text, values: values ?? [] };
          return { rows: [] };
        },
      },
      { migrate: false },
    );
    void capturing.insert([]);
    if (!insertJobsStatement) throw new Error('pg-boss did not hand over its insert statement');
  }
  const { text, values } = insertJobsStatement;
  return asStatement(text, [jobs, ...values.slice(1)]);
}

function transactionDb(tx: Database): PgBoss.Db {
  return { executeSql: async (text, values) => ({ rows: await queryRows(tx, asStatement(text, values)) }) };
}

function executorOf(database: DatabaseConnection): PgBoss.Db {
  return { executeSql: (text, values) => database.executeSql(text, values) };
}

/**
 * A job still active `expireInSeconds` after it started belongs to a process that died (or hung): it counts
 * as failed and runs again. Every job here takes well under a second (a mail is handed to the SMTP server,
 * whose client gives up within this time, `mail/mailer.ts`), so 10 s; pg-boss also fails a batch that
 * takes longer in the living process. Retried with backoff from 1 s, 10 times (1-2 s, 2-4 s, ... about
 * half an hour in all: a mail server may be down that long). With the maintenance below, a mail whose
 * process was killed goes out again some 12-15 s later instead of pg-boss's 15 minutes.
 */
const QUEUE_OPTIONS = { retryLimit: 10, retryDelay: 1, retryBackoff: true, expireInSeconds: 10 };
/** How often expired jobs are found and set to run again (one process does it per interval). */
const MAINTENANCE_INTERVAL_SECONDS = 2;
const JOBS_PER_POLL = 50;
/** The output pg-boss gives a job it failed because it was still active after its expiry. */
const EXPIRED = 'job failed by timeout in active state';

function boss(db: PgBoss.Db, options: { migrate: boolean }) {
  return new PgBoss({
    db,
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
    migrate: options.migrate,
  });
}

/**
 * Logs a job that runs again, after a failure or after its process died (expired), so an operator sees
 * each re-run: its queue, id and attempt, never its data.
 */
function logRerun(log: FastifyBaseLogger, queue: JobName, job: PgBoss.JobWithMetadata<unknown>): void {
  if (job.retryCount === 0) return;
  const output = job.output as { value?: { message?: unknown } } | null;
  const after = output?.value?.message === EXPIRED ? 'expired' : 'failed';
  log.warn({ queue, job: job.id, attempt: job.retryCount + 1, after }, 'job runs again');
}

/** Creates the queue's tables and queues (part of migrating the database; PGlite takes seconds for it). */
export async function migrateJobQueue(database: DatabaseConnection): Promise<void> {
  const migrating = boss(executorOf(database), { migrate: true });
  await migrating.start();
  for (const name of QUEUES) {
    if (await migrating.getQueue(name)) await migrating.updateQueue(name, { name, ...QUEUE_OPTIONS });
    else await migrating.createQueue(name, { name, ...QUEUE_OPTIONS });
  }
  await migrating.stop({ graceful: false, wait: true });
}

/**
 * The job queue of this process. It starts once the database is migrated (`start`, the app's ready hook);
 * workers registered before that begin then. `pollingIntervalSeconds`: how often a worker asks for jobs
 * (pg-boss's minimum is 0.5).
 */
export function createJobQueue(
  database: DatabaseConnection,
  options: { log: FastifyBaseLogger; pollingIntervalSeconds?: number },
): JobQueue & { start(): Promise<void> } {
  const queue = boss(executorOf(database), { migrate: false });
  queue.on('error', (error) => options.log.error({ err: error }, 'job queue'));
  let started = false;
  const waiting: (() => Promise<unknown>)[] = [];
  // The batches running in this process: stop() waits for them, so a batch that outlives pg-boss's own
  // stop (its timeout, or marking a job failed) never meets a database that was closed after it.
  const running = new Set<Promise<void>>();
  return {
    async start() {
      await queue.start();
      started = true;
      for (const register of waiting.splice(0)) await register();
    },
    async enqueue(tx, name, data, key, enqueueOptions = {}) {
      await queue.send(name, data, {
        id: jobId(`${name}:${key}`),
        ...(enqueueOptions.startAfter ? { startAfter: enqueueOptions.startAfter } : {}),
        db: transactionDb(tx),
      });
    },
    async work(name, handler) {
      // A worker fetches up to a batch per poll and waits the interval between polls whatever it found, so
      // the batch is what keeps up with a busy shop; its jobs run at once, and only the ones that fail are
      // retried (pg-boss completes the rest, which are still active).
      const register = () =>
        queue.work<Jobs[typeof name]>(
          name,
          {
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
            batchSize: JOBS_PER_POLL,
            includeMetadata: true,
          },
          (jobs) => {
            const batch = (async () => {
              for (const job of jobs) logRerun(options.log, name, job);
              const outcomes = await Promise.allSettled(jobs.map((job) => handler(job.data)));
              const failed = jobs.filter((_, index) => outcomes[index]?.status === 'rejected');
              for (const [index, outcome] of outcomes.entries()) {
                if (outcome.status === 'rejected') {
                  options.log.error({ err: outcome.reason, queue: name, job: jobs[index]?.id }, 'job failed');
                }
              }
              if (failed.length > 0)
                await queue.fail(
                  name,
                  failed.map((job) => job.id),
                );
            })();
            running.add(batch);
            return batch.finally(() => running.delete(batch));
          },
        );
      if (started) await register();
      else waiting.push(register);
    },
    pending: (name) => queue.getQueueSize(name),
    async stop() {
      if (started) await queue.stop({ graceful: true, wait: true, timeout: 10_000 });
      await Promise.allSettled(running);
    },
  };
}
