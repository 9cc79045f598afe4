import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { openTestDatabase } from '../../../test/test-database';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseConnection } from '../../db/database';

const PASSWORD = 'Gartenhaus 2026';
let counter = 0;

/**
 * A burst of logins on one account, each from another client address (so only the per-account lock can
 * stop it), sent at once and spread over the given apps in turn: the statuses, in the order sent.
 */
async function burst(apps: FastifyInstance[], email: string, passwords: string[]): Promise<number[]> {
  const answers = await Promise.all(
    passwords.map((password, index) =>
      (apps[index % apps.length] as FastifyInstance).inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: email, password },
        remoteAddress: `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`,
      }),
    ),
  );
  return answers.map((answer) => answer.statusCode);
}

async function newAccount(app: FastifyInstance): Promise<string> {
  counter += 1;
  const email = `lock.${counter}.${Date.now()}@example.de`;
  const created = await app.inject({
    method: 'POST',
    url: '/de-de/api/user/create',
    payload: { customer: { email, firstname: 'Anna', lastname: 'Grün' }, password: PASSWORD },
    remoteAddress: `198.19.0.${counter}`,
  });
  expect(created.statusCode).toBe(200);
  return email;
}

/** 30 guesses, the 13th of them the right password. */
const guessesWithTheRightOneThirteenth = Array.from({ length: 30 }, (_, index) =>
  index === 12 ? PASSWORD : `guess ${index}`,
);

/** The rules every API process setup must hold: five password guesses per account, however they arrive. */
function lockRules(apps: () => FastifyInstance[]) {
  it('evaluates at most 5 of 30 parallel wrong passwords, then refuses the right one too', async () => {
    const email = await newAccount(apps()[0] as FastifyInstance);
    const statuses = await burst(
      apps(),
      email,
      Array.from({ length: 30 }, (_, index) => `guess ${index}`),
    );
    // A 401 is a password that was checked and found wrong; every other guess was refused unchecked.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(await burst(apps(), email, [PASSWORD])).toEqual([429]);
  });

  it('lets nobody in when the right password is the 13th guess of 30', async () => {
    const email = await newAccount(apps()[0] as FastifyInstance);
    // The first twelve at once, then the rest at once: sent in one burst, the right one could reach the
    // lock among the first five and rightly get in, which is not what this asks.
    const first = await burst(apps(), email, guessesWithTheRightOneThirteenth.slice(0, 12));
    const rest = await burst(apps(), email, guessesWithTheRightOneThirteenth.slice(12));
    expect([...first, ...rest]).not.toContain(200);
    expect([...first, ...rest].filter((status) => status === 401).length).toBeLessThanOrEqual(5);
  });
}

describe('the per-account login lock in one API process', () => {
  const testApp = useTestApp();
  lockRules(() => [testApp.app]);
});

// With TEST_REDIS_URL (CI sets it): two API processes on one database share the lock through Redis.
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('the per-account login lock shared by two API processes through Redis', () => {
  const apps: FastifyInstance[] = [];
  let database: DatabaseConnection;
  beforeAll(async () => {
    database = await openTestDatabase();
    const config = loadConfig({ LOG_LEVEL: 'silent', REDIS_URL: redisUrl });
    apps.push(await buildApp({ config, database }), await buildApp({ config, database }));
    await Promise.all(apps.map((app) => app.ready()));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database?.close();
  });
  lockRules(() => apps);
});
