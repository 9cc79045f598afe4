import { desc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/back-office-staff';
import { useTestApp } from '../../../test/build-app';
import { staffAuditLog } from '../../db/schema';

const testApp = useTestApp({ CONTACT_RETENTION_DAYS: '45' });
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let counter = 0;

beforeAll(async () => {
  staff = await signedInStaff(testApp, 'orders');
});

/** A message sent through the shop's contact form; answers the sender's address, to find it by. */
async function sent(subject = 'delivery') {
  counter += 1;
  const email = `inbox.${counter}.${Date.now()}@example.de`;
  const answer = await testApp.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: `192.0.2.${counter}`,
    payload: { name: 'Rosa Kürbis', email, subject, message: `Frage Nummer ${counter}`, store: 'de-de' },
  });
  expect(answer.statusCode).toBe(200);
  return email;
}

type Listed = { id: number; email: string; answered_at: string | null; answered_by: string | null };
const inbox = async (query = '') => {
  const answer = await staff.call('GET', `/api/staff/contact-messages${query}`);
  expect(answer.status).toBe(200);
  return answer.body.result as { messages: Listed[]; older_than: number | null; retention_days: number };
};
const lastAudit = async () =>
  (await testApp.database.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1))[0];

describe('the contact inbox in the back office', () => {
  it('lists open messages newest first, with the retention period', async () => {
    const first = await sent();
    const second = await sent();
    const open = await inbox();
    expect(open.retention_days).toBe(45);
    const emails = open.messages.map((message) => message.email);
    expect(emails.indexOf(second)).toBeLessThan(emails.indexOf(first));
    expect(open.messages.find((message) => message.email === first)).toMatchObject({
      answered_at: null,
      answered_by: null,
    });
  });

  it('marks a message answered by the staff member, keeps it under all, and reopens it; audited', async () => {
    const email = await sent();
    const message = (await inbox()).messages.find((listed) => listed.email === email) as Listed;
    const answered = await staff.call('POST', `/api/staff/contact-messages/${message.id}/answered`, {
      answered: true,
    });
    expect(answered.status).toBe(200);
    expect(answered.body.result).toMatchObject({ id: message.id, answered_by: staff.name });
    expect(answered.body.result.answered_at).toEqual(expect.any(String));
    expect((await inbox()).messages.map((listed) => listed.id)).not.toContain(message.id);
    expect((await inbox('?show=all')).messages.map((listed) => listed.id)).toContain(message.id);
    expect(await lastAudit()).toMatchObject({
      staffId: staff.id,
      action: 'contact_message.answered',
      objectType: 'contact_message',
      objectId: String(message.id),
    });
    const reopened = await staff.call('POST', `/api/staff/contact-messages/${message.id}/answered`, {
      answered: false,
    });
    expect(reopened.body.result).toMatchObject({ answered_at: null, answered_by: null });
    expect((await inbox()).messages.map((listed) => listed.id)).toContain(message.id);
    expect(await lastAudit()).toMatchObject({ action: 'contact_message.reopened' });
  });

  it('answers 404 for an unknown message and 400 for bad input, changing nothing', async () => {
    expect(
      (await staff.call('POST', '/api/staff/contact-messages/999999999/answered', { answered: true })).status,
    ).toBe(404);
    const email = await sent();
    const message = (await inbox()).messages.find((listed) => listed.email === email) as Listed;
    const bad = await staff.call('POST', `/api/staff/contact-messages/${message.id}/answered`, {
      answered: 'yes',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.result).toMatch(/answered/);
    expect((await staff.call('GET', '/api/staff/contact-messages?show=some')).status).toBe(400);
    expect((await inbox()).messages.map((listed) => listed.id)).toContain(message.id);
  });

  it('is refused to content editors and open to the owner', async () => {
    const email = await sent();
    const message = (await inbox()).messages.find((listed) => listed.email === email) as Listed;
    const editor = await signedInStaff(testApp, 'content');
    expect((await editor.call('GET', '/api/staff/contact-messages')).status).toBe(403);
    const refused = await editor.call('POST', `/api/staff/contact-messages/${message.id}/answered`, {
      answered: true,
    });
    expect(refused.status).toBe(403);
    expect((await inbox()).messages.map((listed) => listed.id)).toContain(message.id);
    const owner = await signedInStaff(testApp, 'owner');
    expect((await owner.call('GET', '/api/staff/contact-messages?show=all')).status).toBe(200);
  });
});
