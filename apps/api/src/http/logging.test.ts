import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../../test/captured-log';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseConnection } from '../db/database';
import { customers } from '../db/schema';
import { registerErrorHandler } from './error-handler';
import { loggerOptions } from './logging';

/** A shopper's data as a failed query would bind it. */
const shopper = {
  email: 'anna.schmidt@example.com',
  firstname: 'Annegret',
  lastname: 'Schmidtbauer',
  street: 'Lindenallee 17',
  phone: '+4915112345678',
  cartId: '9f2c4e1a7b3d5e6f8a9b0c1d2e3f4a5b',
  idempotencyKey: 'b7e1c9d2-4f3a-4e5b-8c6d-7e8f9a0b1c2d',
};
const secrets = Object.values(shopper);

const log = captureLog();
let database: DatabaseConnection;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = Fastify({ logger: loggerOptions('info', log.stream) });
  registerErrorHandler(app);
  const customer = {
    email: shopper.email,
    passwordHash: shopper.idempotencyKey,
    firstname: shopper.firstname,
    lastname: shopper.lastname,
    storeCode: shopper.cartId,
  };
  // A unique violation: PostgreSQL's detail names the key's value.
  app.post('/duplicate', async () => {
    await database.db.insert(customers).values(customer);
    await database.db.insert(customers).values(customer);
  });
  // A value that is no number: the message quotes it.
  app.post('/not-a-number', async () => {
    await database.db.execute(sql`SELECT ${shopper.firstname}::int, ${shopper.street}, ${shopper.phone}`);
  });
  // Text jsonb refuses: the error's context quotes the JSON around it.
  app.post('/jsonb', async () => {
    await database.db.execute(sql`SELECT ${JSON.stringify({ ...shopper, comment: '\u0000' })}::jsonb`);
  });
  // An error of another library that names an address (an SMTP server's refusal).
  app.post('/mail', async () => {
    throw Object.assign(new Error(`Can't send mail - all recipients were rejected: 550 <${shopper.email}>`), {
      responseCode: 550,
      rejected: [shopper.email],
    });
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the log of a request that failed', () => {
  it("keeps what an operator needs and none of the shopper's data", async () => {
    for (const url of ['/duplicate', '/not-a-number', '/jsonb', '/mail']) {
      const response = await app.inject({ method: 'POST', url });
      expect(response.json(), url).toEqual({
        code: 500,
        reason: 'server_error',
        result: 'Internal server error',
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = log.text().trim().split('\n');
    const failures = lines.filter((line) => line.includes('request failed'));
    expect(failures).toHaveLength(4);
    // SQLSTATE, the constraint and the statement without its values.
    expect(log.text()).toContain('"code":"23505"');
    expect(log.text()).toContain('customers_email_idx');
    expect(log.text()).toContain('insert into \\"customers\\"');
    expect(log.text()).toContain('"code":"22P02"');
    expect(log.text()).toContain('"responseCode":550');
    for (const line of lines) for (const secret of secrets) expect(line).not.toContain(secret);
  });
});
