import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_COMPANY } from '@hortus/core';
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
  afterAll(() => {
    for (const dir of [outbox, `${outbox}.unfinished`]) rmSync(dir, { recursive: true, force: true });
  });

  it('without SMTP_URL writes each mail as an .eml file to the outbox folder', async () => {
    await createMailer({
      smtpUrl: undefined,
      outboxDirectory: outbox,
      from: 'Hortus <shop@hortus.example>',
      company: DEMO_COMPANY,
    }).send(mail);
    const files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    // Written beside the outbox and moved in whole: nothing half written is left behind.
    expect(readdirSync(`${outbox}.unfinished`)).toEqual([]);
    const parsed = await simpleParser(readFileSync(join(outbox, files[0] as string)));
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.text).toContain('resetToken=abc');
    expect(parsed.headers.get('content-language')).toBe('de');
    expect(JSON.stringify(parsed.to)).toContain('anna@example.de');
  });

  it('with SMTP_URL delivers to the SMTP server', async () => {
    const peer = await startSmtpPeer();
    try {
      await createMailer({
        smtpUrl: peer.url,
        outboxDirectory: outbox,
        from: 'shop@hortus.example',
        company: DEMO_COMPANY,
      }).send(mail);
      const received = await peer.mailFor('anna@example.de');
      expect(received?.subject).toBe(mail.subject);
      expect(received?.html).toContain('Hallo Anna');
    } finally {
      await peer.close();
    }
  });

  it("ends every mail with the company's letterhead in the mail's language", async () => {
    const peer = await startSmtpPeer();
    const company = { ...DEMO_COMPANY, name: 'Beet & Co. KG', phone: '+49 89 555 0100' };
    try {
      await createMailer({
        smtpUrl: peer.url,
        outboxDirectory: outbox,
        from: 'shop@hortus.example',
        company,
      }).send({ ...mail, to: 'jan@example.nl', language: 'nl' });
      const received = await peer.mailFor('jan@example.nl');
      const letterhead = [
        'Beet & Co. KG · Gartenstraße 1 · 20457 Hamburg · Duitsland',
        'Telefoon +49 89 555 0100 · service@hortus.example',
        'Directie: Anna Berger, Tomasz Nowak · Amtsgericht Hamburg HRB 123456 · Btw-nummer DE298765435',
      ];
      expect(received?.text).toContain(`\n-- \n${letterhead.join('\n')}\n`);
      // Escaped in the HTML part: a company name is text, never markup.
      expect(received?.html).not.toContain('Beet & Co. KG');
      expect(received?.html).toContain('Btw-nummer DE298765435');
    } finally {
      await peer.close();
    }
  });
});
