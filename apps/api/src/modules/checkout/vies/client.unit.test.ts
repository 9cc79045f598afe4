import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createViesClient, NO_ANSWER_IN_TIME, UNEXPECTED_ANSWER, UNREACHABLE } from './client';
import { startViesEmulator, type ViesEmulator } from './emulator';

let emulator: ViesEmulator;
beforeAll(async () => {
  emulator = await startViesEmulator();
});
afterAll(async () => {
  await emulator.close();
});

const client = () => createViesClient({ baseUrl: emulator.url, timeoutMs: 1000 });

/** A request the client would not send, straight to the emulator. */
async function post(body: unknown, path = '/check-vat-number') {
  const response = await fetch(`${emulator.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('the VIES client against the emulator', () => {
  it('reads a registered number with its name and address', async () => {
    expect(await client().checkVatNumber('AT', 'U13585627')).toEqual({
      valid: true,
      name: 'Test trader ATU13585627',
      address: 'Test Street 1\n1000 Test City',
      requestDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // The test service's number 100, with any prefix.
    expect(await client().checkVatNumber('DE', '100')).toMatchObject({
      valid: true,
      name: 'John Doe',
      address: '123 Main St, Anytown, UK',
    });
  });

  it("takes VIES's '---' for a name or address a member state does not disclose as none", async () => {
    expect(await client().checkVatNumber('DE', '136695976')).toMatchObject({
      valid: true,
      name: null,
      address: null,
    });
  });

  it('reads a number that is not registered', async () => {
    expect(await client().checkVatNumber('FR', '200')).toMatchObject({ valid: false, name: null });
    expect(await client().checkVatNumber('DE', '123456789')).toMatchObject({ valid: false });
  });

  it('reads an error body as the error it names, never as "not registered"', async () => {
    expect(await client().checkVatNumber('DE', '301')).toEqual({ error: 'MS_UNAVAILABLE' });
    expect(await client().checkVatNumber('DE', '302')).toEqual({ error: 'TIMEOUT' });
    expect(await client().checkVatNumber('DE', '600')).toEqual({ error: 'MS_MAX_CONCURRENT_REQ' });
    emulator.unavailableMemberStates.add('PL');
    try {
      expect(await client().checkVatNumber('PL', '5260250995')).toEqual({ error: 'MS_UNAVAILABLE' });
    } finally {
      emulator.unavailableMemberStates.delete('PL');
    }
    expect(await client().checkVatNumber('PL', '5260250995')).toMatchObject({ valid: true });
  });

  it('asks Greek numbers under EL, Northern Irish ones under XI; VIES refuses GR and GB', async () => {
    expect(await client().checkVatNumber('EL', '094259216')).toMatchObject({ valid: true });
    expect(await client().checkVatNumber('XI', '980780684')).toMatchObject({ valid: true });
    expect(await client().checkVatNumber('GR', '094259216')).toEqual({ error: 'INVALID_INPUT' });
    expect(await client().checkVatNumber('GB', '980780684')).toEqual({ error: 'INVALID_INPUT' });
  });

  it('gives up after its timeout, when the connection fails, and on an answer of another shape', async () => {
    const slow = await startViesEmulator({ latencyMs: 500 });
    try {
      const started = performance.now();
      const answer = await createViesClient({ baseUrl: slow.url, timeoutMs: 100 }).checkVatNumber(
        'AT',
        'U13585627',
      );
      expect(answer).toEqual({ error: NO_ANSWER_IN_TIME });
      expect(performance.now() - started).toBeLessThan(450);
    } finally {
      await slow.close();
    }
    const closed = await startViesEmulator();
    await closed.close();
    expect(
      await createViesClient({ baseUrl: closed.url, timeoutMs: 1000 }).checkVatNumber('AT', 'U13585627'),
    ).toEqual({ error: UNREACHABLE });

    // A proxy's HTML error page where VIES should be.
    const proxy = createServer((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = proxy.address() as AddressInfo;
      expect(
        await createViesClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 1000 }).checkVatNumber(
          'AT',
          'U13585627',
        ),
      ).toEqual({ error: UNEXPECTED_ANSWER });
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});

describe('the VIES emulator refuses what VIES refuses', () => {
  it('an unknown or lower-case country code, an empty or malformed number, a body that is no JSON', async () => {
    for (const body of [
      { countryCode: 'US', vatNumber: '123456789' },
      { countryCode: 'at', vatNumber: 'U13585627' },
      { countryCode: 'AT', vatNumber: '' },
      { countryCode: 'AT', vatNumber: 'U 1358 5627' },
      { countryCode: 'AT', vatNumber: '1234567890123' },
      { countryCode: 'AT' },
      'not json',
    ]) {
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        actionSucceed: false,
        errorWrappers: [{ error: 'INVALID_INPUT' }],
      });
    }
  });

  it('a requester that is no valid VAT number; a valid one gets a consultation number', async () => {
    const refused = await post({
      countryCode: 'AT',
      vatNumber: 'U13585627',
      requesterMemberStateCode: 'DE',
      requesterNumber: '123456789',
    });
    expect(refused.body.errorWrappers[0].error).toBe('INVALID_REQUESTER_INFO');
    const withRequester = await post({
      countryCode: 'AT',
      vatNumber: 'U13585627',
      requesterMemberStateCode: 'DE',
      requesterNumber: '298765435',
    });
    expect(withRequester.body).toMatchObject({
      valid: true,
      requestIdentifier: expect.stringMatching(/^WAPI/),
    });
    expect((await post({ countryCode: 'AT', vatNumber: 'U13585627' })).body.requestIdentifier).toBe('');
  });

  it('answers the test service path alike and reports member states in /check-status', async () => {
    expect(
      (await post({ countryCode: 'BE', vatNumber: '100' }, '/check-vat-test-service')).body,
    ).toMatchObject({ valid: true });
    emulator.unavailableMemberStates.add('DE');
    try {
      const status = (await (await fetch(`${emulator.url}/check-status`)).json()) as any;
      expect(status.countries).toContainEqual({ countryCode: 'DE', availability: 'Unavailable' });
      expect(status.countries).toContainEqual({ countryCode: 'EL', availability: 'Available' });
    } finally {
      emulator.unavailableMemberStates.delete('DE');
    }
  });
});
