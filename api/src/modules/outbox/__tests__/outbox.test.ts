import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { Writable } from 'node:stream';

import { pino } from 'pino';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { answersSettled } from '../../../lib/after-answer.js';
import { testEnv, withTestDatabase } from '../../../test-support/index.js';
import { JobModel } from '../../jobs/job.model.js';
import { registerJobHandler } from '../../jobs/jobs.service.js';
import { OutboxModel } from '../outbox.model.js';
import { createOutbox, MAIL_JOB, MAIL_JOB_GRACE_MS, mailJobKey, type Outbox } from '../outbox.service.js';
import { fakeSmtpServer } from './fake-smtp.js';

const db = withTestDatabase();

const mail = { kind: 'verify-email', to: 'someone@example.com', subject: 'Verify', text: 'Open https://x.example/api/auth/verify?token=abc' };

/** What the app does where it is assembled (app.ts): one outbox, its delivery job registered. */
function appOutbox(...args: Parameters<typeof createOutbox>): Outbox {
  const outbox = createOutbox(...args);
  registerJobHandler(MAIL_JOB, outbox.deliver);
  return outbox;
}

describe('outbox', () => {
  const smtp = fakeSmtpServer();

  beforeEach(async () => {
    await db.clear();
    await smtp.listen();
    smtp.reset();
  });
  afterAll(() => smtp.close());

  it('logs the mail (with its link) when SMTP_URL is not set', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _e, done) => void (lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>), done()) });
    const outbox = appOutbox({ env: testEnv(), logger: pino({ level: 'info' }, sink) });
    await outbox.enqueue(mail);
    await answersSettled();
    expect(await OutboxModel.findOne({ to: mail.to }).lean()).toMatchObject({ status: 'logged', attempts: 1, sentAt: expect.any(Date) });
    expect(JSON.stringify(lines)).toContain('verify?token=abc');
  });

  it('sends through SMTP when SMTP_URL is set, at once, as a durable job keyed by the mail', async () => {
    const outbox = appOutbox({ env: testEnv({ SMTP_URL: smtp.url(), MAIL_FROM: 'LeadNest <no-reply@test.example>' }), logger: pino({ level: 'silent' }) });
    await outbox.enqueue(mail);
    await answersSettled();
    const stored = await OutboxModel.findOne({ to: mail.to }).lean();
    expect(stored).toMatchObject({ status: 'sent', attempts: 1 });
    const job = await JobModel.findOne({ key: mailJobKey(stored!._id) }).lean();
    expect(job).toMatchObject({ name: MAIL_JOB, status: 'done', attempts: 1, payload: { mailId: String(stored!._id) } });
    // Run at once by this process; the poller would have left it alone for the grace.
    expect(job!.runAt.getTime() - job!.createdAt.getTime()).toBeGreaterThan(MAIL_JOB_GRACE_MS - 5_000);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received.at(-1)).toContain('verify?token=abc');
    expect(smtp.received.at(-1)).toContain('To: someone@example.com');
  });

  it('sends the attachments stored with the mail', async () => {
    const outbox = appOutbox({ env: testEnv({ SMTP_URL: smtp.url() }), logger: pino({ level: 'silent' }) });
    await outbox.enqueue({
      ...mail,
      attachments: [{ filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: 'BEGIN:VCALENDAR' }],
    });
    await answersSettled();
    expect(smtp.received.at(-1)).toContain('filename=appointment.ics');
  });

  it('keeps a mail pending, with the error, when the server cannot be reached; its job waits for the back-off', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const outbox = appOutbox({ env: testEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` }), logger: pino({ level: 'silent' }) });
    const before = Date.now();
    await outbox.enqueue(mail);
    await answersSettled();
    const after = Date.now();
    const stored = await OutboxModel.findOne({ to: mail.to }).lean();
    expect(stored).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.any(String) });
    const job = await JobModel.findOne({ key: mailJobKey(stored!._id) }).lean();
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.any(String) });
    // The first retry is a minute after the failure (jobs.service.ts back-off).
    expect(job!.runAt.getTime()).toBeGreaterThanOrEqual(before + 60_000);
    expect(job!.runAt.getTime()).toBeLessThanOrEqual(after + 60_000);
  });
});
