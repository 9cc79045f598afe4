import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import pino from 'pino';
import type { ServerBuild } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { createStorefrontServer } from './app';
import { allowedHostsFrom } from './hosts';
import { paymentOriginsFrom } from './payment-origins';

const clientDirectory = mkdtempSync(join(tmpdir(), 'hortus-client-'));
afterAll(() => rmSync(clientDirectory, { recursive: true, force: true }));

/** What `npm start` hands the storefront when it starts the emulators (scripts/payment-emulators.ts). */
const EMULATORS = {
  UNZER_API_URL: 'http://127.0.0.1:4310',
  AMAZON_PAY_CHECKOUT_SCRIPT_URL: 'http://127.0.0.1:4320/checkout.js',
};

type Policy = Record<string, string[]>;

/** The policies of a shop page and a back office page (no page is rendered: the build refuses, the headers stay). */
async function policies(env: Record<string, string>): Promise<{ shop: Policy; backOffice: Policy }> {
  const app = createStorefrontServer({
    apiUrl: 'http://127.0.0.1:9',
    clientDirectory,
    build: (() => Promise.reject(new Error('no pages in this test'))) as unknown as ServerBuild,
    allowedHosts: allowedHostsFrom({}),
    log: pino({ level: 'silent' }, new PassThrough()),
    paymentOrigins: paymentOriginsFrom(env),
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const policyOf = async (path: string) => {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    const policy = response.headers.get('content-security-policy') ?? '';
    return Object.fromEntries(
      policy.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );
  };
  try {
    return { shop: await policyOf('/de-de/checkout'), backOffice: await policyOf('/backoffice') };
  } finally {
    server.close();
  }
}

describe("the page policy and the payment providers' origins", () => {
  it('names no provider without one configured', async () => {
    const { shop } = await policies({});
    expect(shop['script-src']?.filter((source) => !source.startsWith("'nonce-"))).toEqual(["'self'"]);
    expect(shop['connect-src']).toEqual(["'self'"]);
    expect(shop['form-action']).toEqual(["'self'"]);
  });

  it("lets the checkout create a card at Unzer, load Amazon Pay's button and send the buyer to their pages", async () => {
    const { shop } = await policies(EMULATORS);
    expect(shop['connect-src']).toEqual(["'self'", 'http://127.0.0.1:4310']);
    expect(shop['script-src']).toContain('http://127.0.0.1:4320');
    expect(shop['script-src']).not.toContain('http://127.0.0.1:4310');
    expect(shop['form-action']).toEqual(["'self'", 'http://127.0.0.1:4310', 'http://127.0.0.1:4320']);
    expect(shop['default-src']).toEqual(["'self'"]);
  });

  it('keeps the back office to its own origin whatever the providers', async () => {
    const { backOffice } = await policies(EMULATORS);
    expect(backOffice['script-src']?.filter((source) => !source.startsWith("'nonce-"))).toEqual(["'self'"]);
    expect(backOffice['connect-src']).toEqual(["'self'"]);
    expect(backOffice['form-action']).toEqual(["'self'"]);
  });
});

describe('paymentOriginsFrom', () => {
  it("takes origins only: Unzer's API and the script's host, never their paths", () => {
    expect(
      paymentOriginsFrom({
        UNZER_API_URL: 'https://api.unzer.com/',
        AMAZON_PAY_CHECKOUT_SCRIPT_URL: 'https://static-eu.payments-amazon.com/checkout.js',
      }),
    ).toEqual({
      connectSrc: ['https://api.unzer.com'],
      scriptSrc: ['https://static-eu.payments-amazon.com'],
      formAction: ['https://api.unzer.com', 'https://static-eu.payments-amazon.com'],
    });
  });

  it("finds Amazon Pay's script as the API does: beside its own API URL, else Amazon's of the region", () => {
    expect(paymentOriginsFrom({ AMAZON_PAY_API_URL: 'http://127.0.0.1:4020' }).scriptSrc).toEqual([
      'http://127.0.0.1:4020',
    ]);
    expect(
      paymentOriginsFrom({ AMAZON_PAY_PUBLIC_KEY_ID: 'LIVE-AEXAMPLE', AMAZON_PAY_REGION: 'na' }).scriptSrc,
    ).toEqual(['https://static-na.payments-amazon.com']);
    expect(paymentOriginsFrom({ AMAZON_PAY_REGION: 'eu' })).toEqual({
      connectSrc: [],
      scriptSrc: [],
      formAction: [],
    });
  });

  it('adds nothing for a value that is no http(s) URL', () => {
    expect(paymentOriginsFrom({ UNZER_API_URL: "'unsafe-inline'" }).connectSrc).toEqual([]);
    expect(paymentOriginsFrom({ AMAZON_PAY_CHECKOUT_SCRIPT_URL: 'javascript:alert(1)' }).scriptSrc).toEqual(
      [],
    );
  });
});
