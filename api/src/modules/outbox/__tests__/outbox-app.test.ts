import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { answersSettled } from '../../../lib/after-answer.js';
import { createTestApp, type TestApp, withTestDatabase } from '../../../test-support/index.js';
import { newAgent, validSignup } from '../../auth/testing.js';
import { JobModel } from '../../jobs/job.model.js';
import { runDueJobs } from '../../jobs/jobs.service.js';
import { OutboxModel } from '../outbox.model.js';
import { MAIL_JOB, mailJobKey } from '../outbox.service.js';
import { fakeSmtpServer } from './fake-smtp.js';

/** The app assembles one outbox and registers its delivery job (app.ts): no router has to. */
const db = withTestDatabase();
const quiet = { warn: () => {}, error: () => {} };

describe('the outbox of the app createApp builds', () => {
  const smtp = fakeSmtpServer();
  let test: TestApp;

  beforeAll(async () => {
    await smtp.listen();
    test = createTestApp({ env: { SMTP_URL: smtp.url() }, logger: pino({ level: 'silent' }) });
  });
  beforeEach(async () => {
    await db.clear();
    smtp.reset();
  });
  afterAll(() => smtp.close());

  it('delivers the mail a request queues, right after the request', async () => {
    await newAgent(test.app)
      .post('/api/auth/signup')
      .send(validSignup({ email: 'new.agent@example.com' }))
      .expect(201);
    await answersSettled();
    const mail = await OutboxModel.findOne({ to: 'new.agent@example.com', kind: 'verify-email' }).lean();
    expect(mail).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await JobModel.findOne({ key: mailJobKey(mail!._id) }).lean()).toMatchObject({ status: 'done' });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('To: new.agent@example.com');
  });

  it('runs a stored mail job from the jobs runner (a mail queued by a process that stopped)', async () => {
    const at = new Date(Date.now() + 3_600_000);
    const mail = new OutboxModel({ kind: 'reset-password', to: 'left@example.com', subject: 'Reset', text: 'Open it', status: 'pending', attempts: 0 });
    await JobModel.create({ name: MAIL_JOB, key: mailJobKey(mail._id), runAt: at, payload: { mailId: String(mail._id) }, status: 'pending', attempts: 0 });
    await mail.save();
    // Only names with a registered handler are claimed: 1 here proves createApp registered it.
    expect(await runDueJobs(quiet, at)).toBe(1);
    expect(await OutboxModel.findById(mail._id).lean()).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.received).toHaveLength(1);
  });
});
