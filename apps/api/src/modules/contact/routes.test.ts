import { CONTACT_MESSAGE_SENT } from '@hortus/api-contract';
import { EMAIL_INVALID, FIELD_REQUIRED } from '@hortus/core';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { captureLog } from '../../../test/captured-log';
import { startSmtpPeer } from '../../../test/smtp-peer';
import { contactMessages } from '../../db/schema';

// The mails go to a real SMTP server on this machine; the log is read for personal data.
const smtp = await startSmtpPeer();
const log = captureLog();
const testApp = useTestApp(
  { SMTP_URL: smtp.url, SERVICE_EMAIL: 'kundenservice@hortus.example', LOG_LEVEL: 'info' },
  { logStream: log.stream },
);
afterAll(() => smtp.close());

let counter = 0;
function sender() {
  counter += 1;
  return { email: `gerda.${counter}.${Date.now()}@example.de`, address: `198.51.100.${counter}` };
}

async function send(body: Record<string, unknown>, from: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: from,
    payload: body,
  });
  return { status: response.statusCode, body: response.json() as { code: number; result: unknown } };
}

const message = (email: string) => ({
  name: 'Gerda Beet',
  email,
  subject: 'delivery',
  orderNumber: '100000042',
  message: 'Wann wird mein Gerätehaus geliefert?\n\nIch bin ab 14 Uhr zu Hause.',
  store: 'de-de',
});

describe('POST /api/contact', () => {
  it('stores the message and mails it to customer service and an acknowledgement to the sender', async () => {
    const { email, address } = sender();
    expect(await send(message(email.toUpperCase()), address)).toEqual({
      status: 200,
      body: { code: 200, result: CONTACT_MESSAGE_SENT },
    });
    const [stored] = await testApp.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(stored).toMatchObject({ storeCode: 'de-de', subject: 'delivery', orderNumber: '100000042' });

    const service = await smtp.mailFor('kundenservice@hortus.example', 10_000);
    expect(service?.subject).toBe('Contact form (de-de): Delivery, order 100000042');
    expect(service?.replyTo?.text).toBe(email);
    expect(service?.text).toContain('Ich bin ab 14 Uhr zu Hause.');

    const acknowledgement = await smtp.mailFor(email, 10_000);
    expect(acknowledgement?.subject).toBe('Wir haben Ihre Nachricht erhalten');
    expect(acknowledgement?.headers.get('content-language')).toBe('de');
    expect(acknowledgement?.text).toContain('Guten Tag Gerda Beet,');
    expect(acknowledgement?.text).toContain('Thema: Lieferung');
    expect(acknowledgement?.text).toContain('Wann wird mein Gerätehaus geliefert?');

    // Neither the address, the name nor the message reached the log.
    expect(log.text()).toContain('/api/contact');
    expect(log.text()).not.toContain(email);
    expect(log.text()).not.toContain('Gerda');
    expect(log.text()).not.toContain('Gerätehaus');
  });

  it("answers each empty field with 'Field is required' and a wrong address with the e-mail rule", async () => {
    const { address } = sender();
    const empty = await send({ name: ' ', email: '', message: '', store: 'de-de' }, address);
    expect(empty.status).toBe(400);
    for (const field of ['name', 'email', 'subject', 'message']) {
      expect(empty.body.result).toContain(`${field}: ${FIELD_REQUIRED}`);
    }
    const wrong = await send({ ...message('gerda@'), message: 'x'.repeat(2001) }, address);
    expect(wrong.status).toBe(400);
    expect(wrong.body.result).toContain(`email: ${EMAIL_INVALID}`);
    expect(wrong.body.result).toContain('message: At most 2000 characters');
  });

  it('refuses a sixth message from one address within the hour, and stores none of the refused', async () => {
    const { address } = sender();
    for (let count = 0; count < 5; count += 1) {
      expect((await send(message(sender().email), address)).status).toBe(200);
    }
    const { email } = sender();
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: address,
      payload: message(email),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const stored = await testApp.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(stored).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('describes the contact call with its body and answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const post = response.json().paths['/api/contact']?.post;
    expect(Object.keys(post?.responses ?? {})).toEqual(['200', '400', '429']);
    const body = post?.requestBody?.content?.['application/json']?.schema;
    expect(body?.required).toEqual(['name', 'email', 'subject', 'message', 'store']);
  });
});
