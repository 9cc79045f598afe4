import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
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
 * How long the SMTP client waits for the server (nodemailer's own defaults are minutes): it gives up before
 * the job queue counts a mail job as dead (10 s, `jobs/job-queue.ts`), so a slow server is a failed send,
 * retried, rather than a second run beside a live first one.
 */
const SMTP_TIMEOUTS_MS = {
  dnsTimeout: 2000,
  connectionTimeout: 2000,
  greetingTimeout: 2000,
  socketTimeout: 5000,
};

/**
 * Mail through nodemailer: over SMTP when SMTP_URL is set, else each mail written as an .eml file to the
 * outbox folder (./data/outbox), where a developer opens it with any mail program.
 */
export function createMailer(config: MailConfig): Mailer {
  if (config.smtpUrl) {
    // Options in SMTP_URL's query win over these.
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS_MS });
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
      // Written beside the outbox and moved in, so that a mail program (or a test) reading the outbox
      // never opens a mail half written.
      const unfinished = `${config.outboxDirectory}.unfinished`;
      await mkdir(unfinished, { recursive: true });
      const partial = join(unfinished, `${randomBytes(8).toString('hex')}.eml`);
      await writeFile(partial, info.message as Buffer);
      await rename(partial, join(config.outboxDirectory, name));
    },
  };
}
