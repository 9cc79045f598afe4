import type { FastifyBaseLogger } from 'fastify';
import { createJobQueue, type JobQueue } from '../src/jobs/job-queue';
import type { TestApp } from './build-app';

const silent = { error: () => {}, warn: () => {} } as unknown as FastifyBaseLogger;
const queues = new WeakMap<TestApp, JobQueue>();

/**
 * A job queue on the test app's database for a test that calls a service which queues jobs: it only adds
 * them (never started, it runs nothing); the app's own workers run them, as in the shop.
 */
export function jobsOf(testApp: TestApp): JobQueue {
  let queue = queues.get(testApp);
  if (!queue) {
    queue = createJobQueue(testApp.database, { log: silent });
    queues.set(testApp, queue);
  }
  return queue;
}
