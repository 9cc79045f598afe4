import { checkVatNumber } from '@hortus/core/vat-number';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../test/test-database';
import type { DatabaseConnection } from '../../../db/database';
import { startViesEmulator, type ViesEmulator } from './emulator';
import { createVatNumbers } from './vat-numbers';

let database: DatabaseConnection;
let emulator: ViesEmulator;
beforeAll(async () => {
  database = await openTestDatabase();
  emulator = await startViesEmulator();
}, 120_000);
afterAll(async () => {
  await emulator?.close();
  await database?.close();
});

const quiet = { info: () => {}, warn: () => {} };
const HOUR = 3600_000;

/** The adapter against the emulator, at a clock the test moves. */
function vatNumbersAt(clock: { now: number }, url = emulator.url) {
  return createVatNumbers({
    db: database.db,
    vies: { url, timeoutMs: 500 },
    log: quiet,
    now: () => new Date(clock.now),
  });
}

describe("the VIES adapter's day of answers", () => {
  it('asks VIES once a day per number: a registry down the same day still finds the answer', async () => {
    const clock = { now: Date.parse('2026-11-25T08:00:00Z') };
    const vatNumbers = vatNumbersAt(clock);
    const number = checkVatNumber('ATU10223006');
    const asked = emulator.checks;
    expect(await vatNumbers.confirm(number)).toEqual({
      vies: 'valid',
      name: 'Test trader ATU10223006',
      address: 'Test Street 1\n1000 Test City',
    });
    expect(emulator.checks).toBe(asked + 1);
    emulator.unavailableMemberStates.add('AT');
    try {
      clock.now += 23 * HOUR;
      expect((await vatNumbers.confirm(number)).vies).toBe('valid');
      // Another process (a second API) reads the same answer from the table.
      expect((await vatNumbersAt(clock).confirm(number)).vies).toBe('valid');
      expect(emulator.checks).toBe(asked + 1);
      // A day later VIES is asked again, and while it cannot answer, the number is not confirmed.
      clock.now += 2 * HOUR;
      expect(await vatNumbers.confirm(number)).toEqual({ vies: 'unavailable', name: null, address: null });
      expect(emulator.checks).toBe(asked + 2);
    } finally {
      emulator.unavailableMemberStates.delete('AT');
    }
  });

  it('keeps no error: after a short pause the number is asked again', async () => {
    const clock = { now: Date.parse('2026-11-25T08:00:00Z') };
    const vatNumbers = vatNumbersAt(clock);
    const number = checkVatNumber('BE0403019261');
    const asked = emulator.checks;
    emulator.unavailableMemberStates.add('BE');
    try {
      expect((await vatNumbers.confirm(number)).vies).toBe('unavailable');
      // Every checkout step in the next seconds would wait for VIES again: they are answered at once.
      clock.now += 10_000;
      expect((await vatNumbers.confirm(number)).vies).toBe('unavailable');
      expect(emulator.checks).toBe(asked + 1);
    } finally {
      emulator.unavailableMemberStates.delete('BE');
    }
    clock.now += 30_000;
    expect((await vatNumbers.confirm(number)).vies).toBe('valid');
    expect(emulator.checks).toBe(asked + 2);
  });

  it('keeps "not registered" for the day too', async () => {
    const clock = { now: Date.parse('2026-11-25T08:00:00Z') };
    const vatNumbers = vatNumbersAt(clock);
    emulator.deregistered.add('NL004495445B01');
    try {
      expect((await vatNumbers.confirm(checkVatNumber('NL004495445B01'))).vies).toBe('invalid');
    } finally {
      emulator.deregistered.delete('NL004495445B01');
    }
    const asked = emulator.checks;
    expect((await vatNumbers.confirm(checkVatNumber('nl 004495445 b01'))).vies).toBe('invalid');
    expect(emulator.checks).toBe(asked);
  });

  it('asks once for checks of one number at the same time', async () => {
    const vatNumbers = vatNumbersAt({ now: Date.parse('2026-11-25T08:00:00Z') });
    const asked = emulator.checks;
    const answers = await Promise.all([1, 2, 3].map(() => vatNumbers.confirm(checkVatNumber('IE6388047V'))));
    expect(answers.map((answer) => answer.vies)).toEqual(['valid', 'valid', 'valid']);
    expect(emulator.checks).toBe(asked + 1);
  });

  it('never asks for a number that fails its checksum or one of a country VIES does not cover', async () => {
    const vatNumbers = vatNumbersAt({ now: Date.now() });
    const asked = emulator.checks;
    expect((await vatNumbers.confirm(checkVatNumber('DE123456789'))).vies).toBe('invalid');
    expect((await vatNumbers.confirm(checkVatNumber('CHE-123.456.788 MWST'))).vies).toBe('not_applicable');
    expect((await vatNumbers.confirm(checkVatNumber('GB980780684'))).vies).toBe('not_applicable');
    expect(emulator.checks).toBe(asked);
  });

  it('answers "unavailable" when VIES cannot be reached or is too slow, without throwing', async () => {
    const gone = await startViesEmulator();
    await gone.close();
    const clock = { now: Date.now() };
    expect((await vatNumbersAt(clock, gone.url).confirm(checkVatNumber('FI20774740'))).vies).toBe(
      'unavailable',
    );
    emulator.latencyMs = 2000;
    try {
      const started = performance.now();
      expect((await vatNumbersAt(clock).confirm(checkVatNumber('LU15027442'))).vies).toBe('unavailable');
      expect(performance.now() - started).toBeLessThan(1500);
    } finally {
      emulator.latencyMs = 0;
    }
  });

  it('starts its own emulator when no VIES_URL is set, and stops it', async () => {
    const vatNumbers = createVatNumbers({
      db: database.db,
      vies: { url: undefined, timeoutMs: 1000 },
      log: quiet,
    });
    await expect(vatNumbers.confirm(checkVatNumber('SE556703748501'))).rejects.toThrow(/not started/);
    await vatNumbers.start();
    expect((await vatNumbers.confirm(checkVatNumber('SE556703748501'))).vies).toBe('valid');
    await vatNumbers.stop();
  });
});
