import type { ViesStatus } from '@hortus/core';
import type { VatNumberCheck } from '@hortus/core/vat-number';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ViesConfig } from '../../../config';
import type { Database } from '../../../db/database';
import { viesAnswers } from '../tables';
import { createViesClient, type ViesClient } from './client';
import { startViesEmulator, type ViesEmulator } from './emulator';

/** How long a VIES answer is relied on (ADR 0011). */
const ANSWER_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * How long a number VIES could not answer for is not asked again: while a registry is down or VIES
 * times out, every checkout step would otherwise wait for the timeout again.
 */
const UNAVAILABLE_PAUSE_MS = 30 * 1000;

/** What the shop knows of a VAT number's registration. */
export interface VatNumberConfirmation {
  vies: ViesStatus;
  /** Name and address as VIES gives them; null where the member state does not disclose them. */
  name: string | null;
  address: string | null;
}

/** Confirms VAT numbers with VIES, through the day's answers in `vies_answers`. */
export interface VatNumbers {
  /**
   * VIES's word on a number checked offline (`checkVatNumber`): a number that fails its format or checksum
   * is `invalid` and one of a country VIES does not cover `not_applicable`, neither asked; otherwise the
   * day's answer, else VIES's. VIES down, slow or refusing is `unavailable`; this never throws for it.
   */
  confirm(check: VatNumberCheck): Promise<VatNumberConfirmation>;
  /** Starts the emulator when no VIES_URL is set (at the app's onReady). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

const UNCONFIRMED = { name: null, address: null };

/**
 * The VIES adapter of the checkout (ARCHITECTURE "Integrations"): the real client, asking VIES_URL or, when
 * none is set, the emulator it starts on an ephemeral port of 127.0.0.1.
 */
export function createVatNumbers(options: {
  db: Database;
  vies: ViesConfig;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  now?: () => Date;
}): VatNumbers {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  let client: ViesClient | null = options.vies.url
    ? createViesClient({ baseUrl: options.vies.url, timeoutMs: options.vies.timeoutMs })
    : null;
  let emulator: ViesEmulator | null = null;
  /** Numbers VIES could not answer for lately, until when they are not asked again. */
  const paused = new Map<string, number>();
  /** Checks on their way, so simultaneous steps of one checkout ask VIES once. */
  const asking = new Map<string, Promise<VatNumberConfirmation>>();

  async function ask(vatId: string, countryCode: string): Promise<VatNumberConfirmation> {
    if (!client) throw new Error('the VIES adapter was not started');
    const answer = await client.checkVatNumber(countryCode, vatId.slice(2));
    if ('error' in answer) {
      // Logged without the number: a sole trader's VAT number is personal data.
      log.warn({ vies: answer.error, countryCode }, 'VIES could not confirm a VAT number');
      const at = now().getTime();
      for (const [number, until] of paused) if (until <= at) paused.delete(number);
      paused.set(vatId, at + UNAVAILABLE_PAUSE_MS);
      return { vies: 'unavailable', ...UNCONFIRMED };
    }
    const checkedAt = now();
    const row = { valid: answer.valid, name: answer.name, address: answer.address, checkedAt };
    await db
      .insert(viesAnswers)
      .values({ vatId, ...row })
      .onConflictDoUpdate({ target: viesAnswers.vatId, set: row });
    return { vies: answer.valid ? 'valid' : 'invalid', name: answer.name, address: answer.address };
  }

  /** The day's answer from the table, else VIES (unless it failed for this number a moment ago). */
  async function lookUp(vatId: string, countryCode: string): Promise<VatNumberConfirmation> {
    const [known] = await db
      .select()
      .from(viesAnswers)
      .where(
        and(
          eq(viesAnswers.vatId, vatId),
          gt(viesAnswers.checkedAt, new Date(now().getTime() - ANSWER_TTL_MS)),
        ),
      );
    if (known) return { vies: known.valid ? 'valid' : 'invalid', name: known.name, address: known.address };
    if ((paused.get(vatId) ?? 0) > now().getTime()) return { vies: 'unavailable', ...UNCONFIRMED };
    paused.delete(vatId);
    return ask(vatId, countryCode);
  }

  return {
    async confirm(check) {
      if (!check.valid) return { vies: 'invalid', ...UNCONFIRMED };
      if (!check.viesCountry) return { vies: 'not_applicable', ...UNCONFIRMED };
      const vatId = check.vatId;
      // One look-up per number at a time, the table's read included: a second check that read the table
      // before the first one's answer was written would otherwise ask VIES again.
      const pending = asking.get(vatId) ?? lookUp(vatId, check.viesCountry);
      asking.set(vatId, pending);
      try {
        return await pending;
      } finally {
        if (asking.get(vatId) === pending) asking.delete(vatId);
      }
    },
    async start() {
      if (client) return;
      emulator = await startViesEmulator();
      client = createViesClient({ baseUrl: emulator.url, timeoutMs: options.vies.timeoutMs });
      log.info({ url: emulator.url }, 'VIES_URL is not set: VAT numbers are confirmed by the VIES emulator');
    },
    async stop() {
      if (!emulator) return;
      await emulator.close();
      emulator = null;
      client = null;
    },
  };
}
