import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Company } from '@hortus/core';
import nodemailer from 'nodemailer';
import { withLetterhead } from './letterhead';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The language the mail is written in (its Content-Language). */
  language: string;
  /** Where an answer goes when it is not the shop's sender (a shopper's message to customer service). */
  replyTo?: string;
  /**
   * What the mail is about, once (`order-confirmation-42`): its Message-ID and, in the outbox, its file
   * name, so a mail sent again after a crash is recognisably the same mail (one file in the outbox).
   */
  key?: string;
}

/** Sends a mail; resolves when the SMTP server (or the outbox) has it. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailConfig {
  /** smtp(s)://user:pass@host:port; without it, mails go to the outbox folder. */
  smtpUrl: string | undefined;
  outboxDirectory: string;
  from: string;
  /** Who sends: every mail ends with this company's letterhead. */
  company: Company;
}

function message(config: MailConfig, unsigned: Mail) {
  const mail = withLetterhead(unsigned, config.company);
  return {
    from: config.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: { 'Content-Language': mail.language },
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.key
      ? {
          messageId: `<${mail.key}@${
            config.from
              .split('@')
              .pop()
              ?.replace(/[<>\s]/g, '') || 'hortus'
          }>`,
        }
      : {}),
  };
}

/**
 * Mail through nodemailer: over SMTP when SMTP_URL is set, else each mail written as an .eml file to the
 * outbox folder (./data/outbox), where a developer opens it with any mail program.
 */
export function createMailer(config: MailConfig): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail(message(config, mail));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail(message(config, mail));
      await mkdir(config.outboxDirectory, { recursive: true });
      const name = mail.key
        ? `${mail.key.replace(/[^\w.-]/g, '_')}.eml`
        : `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(join(config.outboxDirectory, name), info.message as Buffer);
    },
  };
}
