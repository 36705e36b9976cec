import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { testEnv, withTestDatabase } from '../../../test-support/index.js';
import { OutboxModel } from '../outbox.model.js';
import { createOutbox } from '../outbox.service.js';

const db = withTestDatabase();

const mail = { kind: 'verify-email', to: 'someone@example.com', subject: 'Verify', text: 'Open https://x.example/api/auth/verify?token=abc' };

/** Just enough SMTP for nodemailer to hand over one message; keeps what it received. */
function fakeSmtpServer() {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let data = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            data = '';
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (!line) continue;
        if (command === 'EHLO') socket.write('250-fake\r\n250 OK\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return { server, received };
}

describe('outbox', () => {
  const smtp = fakeSmtpServer();
  let smtpUrl = '';

  beforeEach(async () => {
    await db.clear();
    if (!smtp.server.listening) await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));

  it('logs the mail (with its link) when SMTP_URL is not set', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _e, done) => void (lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>), done()) });
    const outbox = createOutbox({ env: testEnv(), logger: pino({ level: 'info' }, sink) });
    await outbox.enqueue(mail);
    await outbox.deliverPending();
    expect(await OutboxModel.findOne({ to: mail.to }).lean()).toMatchObject({ status: 'logged', attempts: 1, sentAt: expect.any(Date) });
    expect(JSON.stringify(lines)).toContain('verify?token=abc');
  });

  it('sends through SMTP when SMTP_URL is set', async () => {
    const outbox = createOutbox({ env: testEnv({ SMTP_URL: smtpUrl, MAIL_FROM: 'LeadNest <no-reply@test.example>' }), logger: pino({ level: 'silent' }) });
    await outbox.enqueue(mail);
    await outbox.deliverPending();
    expect(await OutboxModel.findOne({ to: mail.to }).lean()).toMatchObject({ status: 'sent' });
    expect(smtp.received.at(-1)).toContain('verify?token=abc');
    expect(smtp.received.at(-1)).toContain('To: someone@example.com');
  });

  it('keeps a mail pending, with the error, when the server cannot be reached', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const outbox = createOutbox({ env: testEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` }), logger: pino({ level: 'silent' }) });
    await outbox.enqueue(mail);
    await outbox.deliverPending();
    const stored = await OutboxModel.findOne({ to: mail.to }).lean();
    expect(stored).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.any(String) });
  });
});
