import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpPeer } from '../../test/smtp-peer';
import { createMailer, type Mail } from './mailer';

const mail: Mail = {
  to: 'anna@example.de',
  subject: 'Ihr neues Passwort für Hortus',
  text: 'Hallo Anna,\n\nhttps://shop.example/de-de/reset-password?resetToken=abc\n',
  html: '<p>Hallo Anna,</p>',
  language: 'de',
};

describe('the mailer', () => {
  const outbox = mkdtempSync(join(tmpdir(), 'hortus-outbox-'));
  afterAll(() => rmSync(outbox, { recursive: true, force: true }));

  it('without SMTP_URL writes each mail as an .eml file to the outbox folder', async () => {
    await createMailer({
      smtpUrl: undefined,
      outboxDirectory: outbox,
      from: 'Hortus <shop@hortus.example>',
    }).send(mail);
    const files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const parsed = await simpleParser(readFileSync(join(outbox, files[0] as string)));
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.text).toContain('resetToken=abc');
    expect(parsed.headers.get('content-language')).toBe('de');
    expect(JSON.stringify(parsed.to)).toContain('anna@example.de');
  });

  it('with SMTP_URL delivers to the SMTP server', async () => {
    const peer = await startSmtpPeer();
    try {
      await createMailer({ smtpUrl: peer.url, outboxDirectory: outbox, from: 'shop@hortus.example' }).send(
        mail,
      );
      const received = await peer.mailFor('anna@example.de');
      expect(received?.subject).toBe(mail.subject);
      expect(received?.html).toContain('Hallo Anna');
    } finally {
      await peer.close();
    }
  });
});
