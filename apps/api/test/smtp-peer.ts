import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free port of this machine that keeps every mail it receives, parsed. */
export async function startSmtpPeer() {
  const received: ParsedMail[] = [];
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const wake of waiting.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next mail to arrive for an address, or null after `timeoutMs`. */
    async mailFor(address: string, timeoutMs = 5000): Promise<ParsedMail | null> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((mail) => mail.to && JSON.stringify(mail.to).includes(address));
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) return null;
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, left);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
