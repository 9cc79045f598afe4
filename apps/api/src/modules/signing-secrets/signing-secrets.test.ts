import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type DatabaseConnection, openDatabase, queryRows } from '../../db/database';
import { migrateDatabase } from '../../db/prepare';

/** The constants the repository once signed with when nothing was configured: what anyone could read. */
const OLD_TOKEN_CONSTANT = 'hortus-development-token-signing-secret-not-for-production';
const OLD_PRICE_CONSTANT = 'hortus-development-price-signing-secret';

const PASSWORD = 'Gartenhaus 2026';
// The embedded default: no secret configured.
const config = loadConfig({ LOG_LEVEL: 'silent', RESPONSE_VALIDATION: 'on' });

let database: DatabaseConnection;
const started: FastifyInstance[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
}, 120_000);
afterAll(async () => {
  await Promise.all(started.map((app) => app.close()));
  await database?.close();
});

/** An API process on the test file's database, as main.ts starts one. */
async function start(): Promise<FastifyInstance> {
  const app = await buildApp({ config, database });
  started.push(app);
  await app.ready();
  return app;
}

async function customerSession(app: FastifyInstance) {
  const email = `secret.${Date.now()}.${Math.random().toString(36).slice(2)}@example.de`;
  const created = await app.inject({
    method: 'POST',
    url: '/de-de/api/user/create',
    payload: { customer: { email, firstname: 'Anna', lastname: 'Grün' }, password: PASSWORD },
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username: email, password: PASSWORD },
  });
  return { id: created.json().result.id as number, token: login.json().result.token as string };
}

const profileStatus = async (app: FastifyInstance, token: string) =>
  (await app.inject({ method: 'GET', url: `/api/user/me?token=${encodeURIComponent(token)}` })).statusCode;

async function renderedPrice(app: FastifyInstance) {
  const [product] = await queryRows<{ sku: string }>(
    database.db,
    sql`SELECT p.sku FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.store_code = 'de-de'
      WHERE p.type_id = 'simple' ORDER BY p.id LIMIT 1`,
  );
  const answer = await app.inject({
    method: 'GET',
    url: `/api/product/render-list?storeId=3&currencyCode=EUR&skus=${encodeURIComponent(product?.sku ?? '')}`,
  });
  return answer.json().result.items[0] as {
    sku: string;
    sgn: string;
    price_info: { extension_attributes: any };
  };
}

describe('the signing secrets of an API started without any', () => {
  it('refuses a token signed with the constant the repository once held', async () => {
    const app = await start();
    const { id } = await customerSession(app);
    const forged = await new SignJWT({ grp: 1 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(id))
      .setIssuer('hortus')
      .setAudience('hortus-api')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode(OLD_TOKEN_CONSTANT));
    expect(await profileStatus(app, forged)).toBe(401);
  });

  it('signs no price with the constant the repository once held', async () => {
    const item = await renderedPrice(await start());
    const gross = item.price_info.extension_attributes.tax_adjustments.final_price;
    const old = createHmac('sha256', OLD_PRICE_CONSTANT)
      .update(`3:${item.sku}:EUR:${gross}:`)
      .digest('base64url');
    expect(item.sgn).not.toBe(old);
  });

  it('signs alike after a restart on the same data: tokens and price signatures survive it', async () => {
    const first = await start();
    const { token } = await customerSession(first);
    const price = await renderedPrice(first);
    await first.close();
    const second = await start();
    expect(await profileStatus(second, token)).toBe(200);
    expect((await renderedPrice(second)).sgn).toBe(price.sgn);
  });

  it('signs alike in API processes started at once on the same database', async () => {
    const [one, two] = await Promise.all([start(), start()]);
    const { token } = await customerSession(one as FastifyInstance);
    expect(await profileStatus(two as FastifyInstance, token)).toBe(200);
  });
});

describe('a production start', () => {
  const main = fileURLToPath(new URL('../../main.ts', import.meta.url));
  // A start of its own (tsx, PGlite, migrations): about 10 s on a quiet machine, over a minute on a busy one.
  const START_TIMEOUT_MS = 180_000;

  /** Runs main.ts with these variables until it exits (or, failing the test, says it listens): exit code and output. */
  function runMain(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', main], {
        env: { PATH: process.env.PATH ?? '', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Hortus API listening')) child.kill('SIGKILL');
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('exit', (code) => resolve({ code, output }));
    });
  }

  it(
    'refuses to start without the signing secrets, and says which',
    async () => {
      const { code, output } = await runMain({
        NODE_ENV: 'production',
        DATABASE_URL: 'pglite://memory',
        DEMO_DATA: 'false',
        PORT: '0',
      });
      expect(code).toBe(1);
      expect(output).toContain('NODE_ENV=production needs TOKEN_SIGNING_SECRET and PRICE_SIGNING_SECRET');
      expect(output).not.toContain('Hortus API listening');
    },
    START_TIMEOUT_MS,
  );

  it(
    "reports a start that fails on the database without the failed query's values (the new secret)",
    async () => {
      // A database whose migrations say the secrets' table exists, but it is gone: keeping a new secret fails.
      const directory = mkdtempSync(join(tmpdir(), 'hortus-secrets-'));
      const broken = await openDatabase(`pglite://${directory}`);
      await migrateDatabase(broken);
      await broken.db.execute(sql`DROP TABLE signing_secrets`);
      await broken.close();
      try {
        const { code, output } = await runMain({
          DATABASE_URL: `pglite://${directory}`,
          DEMO_DATA: 'false',
          PORT: '0',
        });
        expect(code).toBe(1);
        expect(output).toContain('the API could not start');
        expect(output).toContain('signing_secrets');
        expect(output).not.toMatch(/params|[A-Za-z0-9_-]{64}/);
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    },
    START_TIMEOUT_MS,
  );

  it('reads the configuration when both secrets are set, not one alone', () => {
    const secrets = { TOKEN_SIGNING_SECRET: 't'.repeat(40), PRICE_SIGNING_SECRET: 'p'.repeat(40) };
    expect(loadConfig({ NODE_ENV: 'production', ...secrets }).customer.tokenSigningSecret).toBe(
      secrets.TOKEN_SIGNING_SECRET,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', TOKEN_SIGNING_SECRET: 't'.repeat(40) })).toThrow(
      'NODE_ENV=production needs PRICE_SIGNING_SECRET:',
    );
  });
});
