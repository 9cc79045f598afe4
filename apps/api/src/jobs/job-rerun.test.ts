import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/build-app';
import { captureLog } from '../../test/captured-log';
import { startSmtpPeer } from '../../test/smtp-peer';
import { queryRows } from '../db/database';
import { jobId } from './job-queue';

// The contact page's job sends two keyed mails to a real SMTP server on this machine; the log is read.
const smtp = await startSmtpPeer();
const log = captureLog();
const testApp = useTestApp(
  { SMTP_URL: smtp.url, SERVICE_EMAIL: 'kundenservice@hortus.example', LOG_LEVEL: 'info' },
  { logStream: log.stream },
);
afterAll(() => smtp.close());

const sender = { name: 'Gerda Rosenbeet', email: `gerda.rosenbeet.${Date.now()}@example.de` };

/** The mails of contact message `id` the SMTP server received, by their Message-ID's key. */
function mailsOf(id: number): string[] {
  return smtp.received
    .map((mail) => mail.messageId ?? '')
    .filter((messageId) => messageId.startsWith(`<contact-message-${id}-`))
    .map((messageId) => messageId.replace(/@.*$/, '').slice(1))
    .sort();
}

async function jobState(id: string): Promise<string | undefined> {
  const [job] = await queryRows<{ state: string }>(
    testApp.database.db,
    sql`SELECT state FROM pgboss.job WHERE id = ${id}::uuid`,
  );
  return job?.state;
}

/** What a process killed in the middle of the job leaves: the job active, started a minute ago. */
async function dieDuring(id: string): Promise<void> {
  await testApp.database.db.execute(
    sql`UPDATE pgboss.job SET state = 'active', started_on = now() - interval '1 minute', completed_on = NULL
      WHERE id = ${id}::uuid`,
  );
}

/**
 * Once pg-boss has found the dead job expired it waits its retry delay (2-4 s, then 4-8 s): the test's
 * clock, as `dieDuring`'s minute ago, lets that time pass at once.
 */
async function retryDelayPassed(id: string): Promise<void> {
  await vi.waitFor(async () => expect(await jobState(id)).toBe('retry'), { timeout: 20_000, interval: 100 });
  await testApp.database.db.execute(
    sql`UPDATE pgboss.job SET start_after = now() WHERE id = ${id}::uuid AND state = 'retry'`,
  );
}

describe('a mail job whose process died', () => {
  it('runs again within seconds, log.text(), and sends only the mails that had not gone out', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '198.51.100.77',
      payload: {
        ...sender,
        subject: 'other',
        message: 'Passt das Hochbeet auf meinen Balkon?',
        store: 'de-de',
      },
    });
    expect(response.statusCode).toBe(200);
    const [message] = await queryRows<{ id: number }>(
      testApp.database.db,
      sql`SELECT id FROM contact_messages WHERE email = ${sender.email}`,
    );
    const id = message?.id as number;
    const job = jobId(`contact-message-mail:${id}`);
    await vi.waitFor(async () => expect(await jobState(job)).toBe('completed'), { timeout: 10_000 });
    const both = [`contact-message-${id}-acknowledgement`, `contact-message-${id}-service`];
    expect(mailsOf(id)).toEqual(both);

    // Killed after both mails went out: the job runs again, and sends neither again.
    await dieDuring(job);
    await retryDelayPassed(job);
    await vi.waitFor(
      () =>
        expect(log.text()).toMatch(
          new RegExp(`"queue":"contact-message-mail","job":"${job}","attempt":2,"after":"expired"`),
        ),
      { timeout: 20_000, interval: 250 },
    );
    await vi.waitFor(async () => expect(await jobState(job)).toBe('completed'), { timeout: 10_000 });
    expect(mailsOf(id)).toEqual(both);

    // Killed while the acknowledgement was in flight (not recorded): only it goes out again.
    await testApp.database.db.execute(
      sql`DELETE FROM sent_mails WHERE key = ${`contact-message-${id}-acknowledgement`}`,
    );
    await dieDuring(job);
    await retryDelayPassed(job);
    await vi.waitFor(() => expect(log.text()).toContain(`"job":"${job}","attempt":3,"after":"expired"`), {
      timeout: 20_000,
      interval: 250,
    });
    await vi.waitFor(() => expect(mailsOf(id)).toHaveLength(3), { timeout: 10_000 });
    expect(mailsOf(id)).toEqual([both[0], ...both]);

    expect(log.text()).toContain('job runs again');
    expect(log.text()).not.toContain(sender.email);
    expect(log.text()).not.toContain('Rosenbeet');
  }, 60_000);
});
