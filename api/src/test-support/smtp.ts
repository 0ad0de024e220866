import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port, keeping every message it receives. */
export async function startSmtpServer(): Promise<{ url: string; mails: ReceivedMail[]; nextMail(): Promise<ReceivedMail>; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') };
        mails.push(mail);
        waiting.shift()?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    nextMail: () => new Promise((resolve) => waiting.push(resolve)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The reset link in a mail body (quoted-printable soft breaks undone). */
export function resetToken(raw: string, origin = 'https://securesplit.test'): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const prefix = `${origin}/reset-password?token=`;
  const at = text.indexOf(prefix);
  const token = at === -1 ? '' : text.slice(at + prefix.length, at + prefix.length + 43);
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new Error(`no reset link in: ${text}`);
  return token;
}

