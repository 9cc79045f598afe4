import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { createStaffAccount } from './accounts';
import { createStaffContext } from './context';
import {
  STAFF_SESSION_ABSOLUTE_MS,
  STAFF_SESSION_IDLE_MS,
  staffOfSession,
  startStaffSession,
} from './sessions';
import { signInWithPassword, signInWithSecondFactor } from './sign-in';
import { totpCodeAt } from './totp';

const test = useTestApp();
const MINUTE = 60 * 1000;
let counter = 0;

/** A staff context on the test database whose clock the test moves. */
function withClock(start: Date) {
  const clock = { now: start };
  const context = createStaffContext(test.database.db, {
    signingSecret: 's'.repeat(40),
    clientAddressHash: (address) => address,
    addressLimitFactor: 1,
    now: () => clock.now,
  });
  const advance = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };
  return { context, clock, advance };
}

async function newStaffId() {
  counter += 1;
  const account = await createStaffAccount(test.database.db, {
    email: `clock.${counter}.${Date.now()}@hortus.example`,
    name: 'Clock Test',
    role: 'orders',
    password: 'Schuppen 2026 Büro',
  });
  return account;
}

describe('a staff session', () => {
  it('ends after 30 minutes without a call, and a call within them keeps it going', async () => {
    const { context, advance } = withClock(new Date('2026-11-26T08:00:00Z'));
    const { id } = await newStaffId();
    const token = await startStaffSession(context, id);
    advance(STAFF_SESSION_IDLE_MS - MINUTE);
    expect(await staffOfSession(context, token)).not.toBeNull();
    advance(STAFF_SESSION_IDLE_MS - MINUTE);
    expect(await staffOfSession(context, token)).not.toBeNull();
    advance(STAFF_SESSION_IDLE_MS + MINUTE);
    expect(await staffOfSession(context, token)).toBeNull();
    // Ended for good: coming back within the idle time of the last call does not revive it.
    advance(-STAFF_SESSION_IDLE_MS);
    expect(await staffOfSession(context, token)).toBeNull();
  });

  it('ends 12 hours after the sign-in however busy it is', async () => {
    const { context, advance } = withClock(new Date('2026-11-26T08:00:00Z'));
    const { id } = await newStaffId();
    const token = await startStaffSession(context, id);
    for (let elapsed = 0; elapsed < STAFF_SESSION_ABSOLUTE_MS - 20 * MINUTE; elapsed += 20 * MINUTE) {
      advance(20 * MINUTE);
      expect(await staffOfSession(context, token)).not.toBeNull();
    }
    advance(21 * MINUTE);
    expect(await staffOfSession(context, token)).toBeNull();
  });
});

describe('the second factor', () => {
  it('takes the code of the step before, refuses the next step’s and any step already used', async () => {
    const { context, clock, advance } = withClock(new Date('2026-11-26T08:00:10Z'));
    const staff = await newStaffId();
    const input = { email: staff.email, password: 'Schuppen 2026 Büro', clientAddress: '203.0.113.9' };
    const enrol = await signInWithPassword(context, input);
    if (enrol.step !== 'enrol') throw new Error('expected an enrolment');
    const secret = enrol.secret;
    await signInWithSecondFactor(
      context,
      {
        challenge: enrol.challenge,
        factor: { code: totpCodeAt(secret, clock.now) },
        clientAddress: '203.0.113.9',
      },
      'enrol',
    );

    advance(60 * 1000);
    const next = await signInWithPassword(context, input);
    // A code of a step still to come is refused; so is the step of the enrolment (used).
    const future = totpCodeAt(secret, new Date(clock.now.getTime() + 30_000));
    await expect(
      signInWithSecondFactor(
        context,
        { challenge: next.challenge, factor: { code: future }, clientAddress: 'x' },
        'verify',
      ),
    ).rejects.toMatchObject({ statusCode: 401 });
    const used = totpCodeAt(secret, new Date(clock.now.getTime() - 60_000));
    await expect(
      signInWithSecondFactor(
        context,
        { challenge: next.challenge, factor: { code: used }, clientAddress: 'x' },
        'verify',
      ),
    ).rejects.toMatchObject({ statusCode: 401 });
    // The step just before the current one, typed as it turned: accepted once.
    const previous = totpCodeAt(secret, new Date(clock.now.getTime() - 30_000));
    const signedIn = await signInWithSecondFactor(
      context,
      { challenge: next.challenge, factor: { code: previous }, clientAddress: 'x' },
      'verify',
    );
    expect(signedIn.staff.id).toBe(staff.id);

    const third = await signInWithPassword(context, input);
    await expect(
      signInWithSecondFactor(
        context,
        { challenge: third.challenge, factor: { code: previous }, clientAddress: 'x' },
        'verify',
      ),
    ).rejects.toMatchObject({ statusCode: 401 });
    const current = await signInWithSecondFactor(
      context,
      { challenge: third.challenge, factor: { code: totpCodeAt(secret, clock.now) }, clientAddress: 'x' },
      'verify',
    );
    expect(current.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('passes the same code sent twice at once only once', async () => {
    const { context, clock, advance } = withClock(new Date('2026-11-26T09:00:10Z'));
    const staff = await newStaffId();
    const input = { email: staff.email, password: 'Schuppen 2026 Büro', clientAddress: '203.0.113.10' };
    const enrol = await signInWithPassword(context, input);
    if (enrol.step !== 'enrol') throw new Error('expected an enrolment');
    await signInWithSecondFactor(
      context,
      {
        challenge: enrol.challenge,
        factor: { code: totpCodeAt(enrol.secret, clock.now) },
        clientAddress: 'x',
      },
      'enrol',
    );
    advance(30_000);
    const [one, two] = [await signInWithPassword(context, input), await signInWithPassword(context, input)];
    const code = totpCodeAt(enrol.secret, clock.now);
    const outcomes = await Promise.allSettled(
      [one, two].map((step) =>
        signInWithSecondFactor(
          context,
          { challenge: step.challenge, factor: { code }, clientAddress: 'x' },
          'verify',
        ),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('ends a challenge after five minutes', async () => {
    const { context, clock, advance } = withClock(new Date('2026-11-26T10:00:10Z'));
    const staff = await newStaffId();
    const enrol = await signInWithPassword(context, {
      email: staff.email,
      password: 'Schuppen 2026 Büro',
      clientAddress: 'x',
    });
    if (enrol.step !== 'enrol') throw new Error('expected an enrolment');
    advance(5 * MINUTE + 1000);
    await expect(
      signInWithSecondFactor(
        context,
        {
          challenge: enrol.challenge,
          factor: { code: totpCodeAt(enrol.secret, clock.now) },
          clientAddress: 'x',
        },
        'enrol',
      ),
    ).rejects.toMatchObject({ statusCode: 401, reason: 'sign_in_expired' });
  });
});
