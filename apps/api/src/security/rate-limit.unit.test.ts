import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { rateLimit } from './rate-limit';

describe('a rate limit in this process', () => {
  it('lets the allowed attempts through, then says how long to wait', async () => {
    const limit = rateLimit('test', 3, 60);
    for (let attempt = 0; attempt < 3; attempt += 1) expect(await limit.hit('key')).toBeNull();
    expect(await limit.hit('key')).toBeGreaterThan(0);
    expect(await limit.hit('other')).toBeNull();
    await limit.reset('key');
    expect(await limit.hit('key')).toBeNull();
  });
});

// With TEST_REDIS_URL (CI sets it) the limits are also checked on a real Redis, as several API processes
// share them.
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('a rate limit in Redis', () => {
  const clients: Redis[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit()));
  });

  it('counts the attempts of every process that shares the Redis', async () => {
    const name = `test-${randomBytes(4).toString('hex')}`;
    const [first, second] = [new Redis(redisUrl as string), new Redis(redisUrl as string)];
    clients.push(first, second);
    const processOne = rateLimit(name, 3, 60, first);
    const processTwo = rateLimit(name, 3, 60, second);
    expect(await processOne.hit('anna@example.de')).toBeNull();
    expect(await processTwo.hit('anna@example.de')).toBeNull();
    expect(await processOne.hit('anna@example.de')).toBeNull();
    expect(await processTwo.hit('anna@example.de')).toBeGreaterThan(0);
    expect(await processOne.hit('anna@example.de')).toBeGreaterThan(0);
    await processTwo.reset('anna@example.de');
    expect(await processOne.hit('anna@example.de')).toBeNull();
  });
});
