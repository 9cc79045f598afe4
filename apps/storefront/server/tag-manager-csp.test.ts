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

const clientDirectory = mkdtempSync(join(tmpdir(), 'hortus-client-'));
afterAll(() => rmSync(clientDirectory, { recursive: true, force: true }));

/** The page policy a page's answer carries (no page is rendered here: the build refuses, the headers stay). */
async function pagePolicy(tagManager: boolean): Promise<Record<string, string[]>> {
  const app = createStorefrontServer({
    apiUrl: 'http://127.0.0.1:9',
    clientDirectory,
    build: (() => Promise.reject(new Error('no pages in this test'))) as unknown as ServerBuild,
    allowedHosts: allowedHostsFrom({}),
    log: pino({ level: 'silent' }, new PassThrough()),
    tagManager,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/nl-nl`);
    const policy = response.headers.get('content-security-policy') ?? '';
    return Object.fromEntries(
      policy.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );
  } finally {
    server.close();
  }
}

describe("the page policy and the tag manager's origins", () => {
  it('names no Google origin without a container (GTM_ID unset)', async () => {
    const policy = await pagePolicy(false);
    expect(policy['script-src']?.slice(0, 1)).toEqual(["'self'"]);
    expect(JSON.stringify(policy)).not.toMatch(/google/);
  });

  it("allows the container's and GA4's script, image and collection origins when one is configured", async () => {
    const policy = await pagePolicy(true);
    expect(policy['script-src']).toContain('https://*.googletagmanager.com');
    expect(policy['script-src']?.some((source) => source.startsWith("'nonce-"))).toBe(true);
    expect(policy['img-src']).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.googletagmanager.com']),
    );
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']),
    );
    expect(policy['default-src']).toEqual(["'self'"]);
  });
});
