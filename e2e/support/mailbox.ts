import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { SMTPServer } from 'smtp-server';

/**
 * The e2e run's mail server: the product's outbox delivers to it over SMTP
 * (SMTP_URL), as it would to a real one, and it keeps each message as a file
 * in `dir`, where the tests (other processes) read them with `waitForMail`.
 */
export async function startMailbox(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  await mkdir(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const name = `${String(Date.now()).padStart(15, '0')}-${String(count).padStart(6, '0')}.eml`;
        writeFile(path.join(dir, name), Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export interface ReceivedMail {
  to: string;
  subject: string;
  /** The text body, quoted-printable decoded. */
  text: string;
}

/** Undoes quoted-printable (how nodemailer sends text with long lines): soft line breaks and =XX bytes. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parseMail(raw: string): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const quoted = /quoted-printable/i.test(header('Content-Transfer-Encoding'));
  return { to: header('To'), subject: header('Subject'), text: quoted ? decodeQuotedPrintable(body) : body };
}

/** Every mail received so far for `to`, oldest first. */
export async function mailsTo(to: string): Promise<ReceivedMail[]> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through `npm run test:e2e`');
  const names = (await readdir(dir)).sort();
  const mails = await Promise.all(names.map(async (name) => parseMail(await readFile(path.join(dir, name), 'utf8'))));
  return mails.filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()));
}

/** Waits (up to `timeoutMs`) for the `nth` mail (1-based) to `to` whose subject matches, and returns it. */
export async function waitForMail(to: string, subject: RegExp, nth = 1, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(to)).filter((mail) => subject.test(mail.subject));
    if (found.length >= nth) return found[nth - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail #${nth} to ${to} with subject ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
