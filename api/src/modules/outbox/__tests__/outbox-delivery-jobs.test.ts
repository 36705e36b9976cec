import { pino } from 'pino';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { answersSettled } from '../../../lib/after-answer.js';
import { testEnv, withTestDatabase } from '../../../test-support/index.js';
import { JobModel } from '../../jobs/job.model.js';
import { LOCK_MS, registerJobHandler, runDueJobs, runJobNow } from '../../jobs/jobs.service.js';
import { OutboxModel } from '../outbox.model.js';
import { createOutbox, MAIL_JOB, MAIL_JOB_GRACE_MS, mailJobKey, MAX_ATTEMPTS, type Outbox, scheduleMailsWithoutJob } from '../outbox.service.js';
import { fakeSmtpServer } from './fake-smtp.js';

/**
 * Delivery as a durable job: retried by the jobs runner at its back-off
 * time, given up after MAX_ATTEMPTS, taken over after a crash, and sent once
 * however many runners race for it. Time is explicit (`now` arguments).
 */
const db = withTestDatabase();
const quiet = { warn: () => {}, error: () => {} };
const MINUTE = 60_000;
const DAY = 24 * 3_600_000;
const mail = { kind: 'reset-password', to: 'someone@example.com', subject: 'Reset', text: 'Open https://x.example/reset-password?token=abc' };

const storedMail = async () => (await OutboxModel.findOne({ to: mail.to }).lean())!;
const jobOf = async (mailId: unknown) => (await JobModel.findOne({ key: mailJobKey(String(mailId)) }).lean())!;

describe('mail delivery through the jobs runner', () => {
  const smtp = fakeSmtpServer();
  let outbox: Outbox;

  beforeEach(async () => {
    await db.clear();
    await smtp.listen();
    smtp.reset();
    // As app.ts does: one outbox, its handler registered.
    outbox = createOutbox({ env: testEnv({ SMTP_URL: smtp.url() }), logger: pino({ level: 'silent' }) });
    registerJobHandler(MAIL_JOB, outbox.deliver);
  });
  afterAll(() => smtp.close());

  /** A mail enqueued while the server refuses it: its first, immediate, try fails. */
  async function mailThatFailedOnce() {
    smtp.failing = true;
    await outbox.enqueue(mail);
    await answersSettled();
    const stored = await storedMail();
    expect(stored).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('451') });
    return stored;
  }

  /** What a process left behind when it died between claiming the job and finishing the send. */
  async function mailLeftSending(at: Date) {
    const stored = await OutboxModel.create({ ...mail, status: 'sending', attempts: 1 });
    await JobModel.create({
      name: MAIL_JOB,
      key: mailJobKey(stored._id),
      runAt: at,
      payload: { mailId: String(stored._id) },
      status: 'running',
      attempts: 1,
      lockedUntil: new Date(at.getTime() + LOCK_MS),
    });
    return stored;
  }

  it('retries a failed mail when its back-off time comes, and it ends sent', async () => {
    const stored = await mailThatFailedOnce();
    const job = await jobOf(stored._id);
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });

    // Not before the back-off time: the mail waits, it is not tried again.
    expect(await runDueJobs(quiet, new Date(job.runAt.getTime() - 1))).toBe(0);
    expect(smtp.tries()).toBe(1);

    smtp.failing = false;
    expect(await runDueJobs(quiet, job.runAt)).toBe(1);
    expect(await storedMail()).toMatchObject({ status: 'sent', attempts: 2, sentAt: expect.any(Date) });
    expect((await storedMail()).lastError).toBeUndefined();
    expect(await jobOf(stored._id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('reset-password?token=abc');
  });

  it(`gives up after ${MAX_ATTEMPTS} failed attempts, backing off longer each time: failed, and not tried again`, async () => {
    const stored = await mailThatFailedOnce();
    const waits: number[] = [];
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const { runAt } = await jobOf(stored._id);
      expect(await runDueJobs(quiet, runAt)).toBe(1);
      const next = await jobOf(stored._id);
      if (attempt < MAX_ATTEMPTS) waits.push(next.runAt.getTime() - runAt.getTime());
      expect(await storedMail()).toMatchObject({ attempts: attempt, status: attempt < MAX_ATTEMPTS ? 'pending' : 'failed' });
    }
    expect(waits).toEqual([2 * MINUTE, 4 * MINUTE, 8 * MINUTE]);
    expect(await storedMail()).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: expect.stringContaining('451') });
    expect(await jobOf(stored._id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(smtp.tries()).toBe(MAX_ATTEMPTS);

    // The server is back, days later: a failed mail stays failed (support sees it), nothing is sent.
    smtp.failing = false;
    expect(await runDueJobs(quiet, new Date(Date.now() + 30 * DAY))).toBe(0);
    expect(await runJobNow(quiet, mailJobKey(stored._id), new Date(Date.now() + 30 * DAY))).toBe(false);
    expect(smtp.tries()).toBe(MAX_ATTEMPTS);
    expect(smtp.received).toHaveLength(0);
  });

  it('delivers a mail left sending by a process that died, once its job lock expires, exactly once', async () => {
    const at = new Date(Date.now() + DAY);
    const stored = await mailLeftSending(at);

    // While the lock holds, the dead process is taken for alive: neither the poller nor a run-now takes the job.
    expect(await runDueJobs(quiet, new Date(at.getTime() + 1_000))).toBe(0);
    expect(await runJobNow(quiet, mailJobKey(stored._id), new Date(at.getTime() + 1_000))).toBe(false);
    expect(smtp.tries()).toBe(0);

    expect(await runDueJobs(quiet, new Date(at.getTime() + LOCK_MS + 1))).toBe(1);
    expect(await storedMail()).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await jobOf(stored._id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await runDueJobs(quiet, new Date(at.getTime() + 2 * DAY))).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('sends a due mail once when two runners (and a run-now) race for it', async () => {
    smtp.failing = true;
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com']) await outbox.enqueue({ ...mail, to });
    await answersSettled();
    expect(smtp.tries()).toBe(3);
    smtp.failing = false;
    const jobs = await JobModel.find({ name: MAIL_JOB }).lean();
    const at = new Date(Math.max(...jobs.map((j) => j.runAt.getTime())));

    const [first, second, now] = await Promise.all([runDueJobs(quiet, at), runDueJobs(quiet, at), runJobNow(quiet, jobs[0]!.key, at)]);
    expect(first + second + Number(now)).toBe(3);
    expect(smtp.received).toHaveLength(3);
    expect((await OutboxModel.find().lean()).map((m) => [m.to, m.status, m.attempts]).sort()).toEqual([
      ['a@example.com', 'sent', 2],
      ['b@example.com', 'sent', 2],
      ['c@example.com', 'sent', 2],
    ]);
  });

  it('does not send again a mail already sent (a process that died after sending, before finishing its job)', async () => {
    const at = new Date(Date.now() + DAY);
    const stored = await mailLeftSending(at);
    await OutboxModel.updateOne({ _id: stored._id }, { $set: { status: 'sent', sentAt: at } });
    expect(await runDueJobs(quiet, new Date(at.getTime() + LOCK_MS + 1))).toBe(1);
    expect(await jobOf(stored._id)).toMatchObject({ status: 'done' });
    expect(await storedMail()).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.tries()).toBe(0);
  });

  it('a job whose mail was never stored (the process died between the two writes) ends without sending', async () => {
    const at = new Date(Date.now() + DAY);
    await JobModel.create({
      name: MAIL_JOB,
      key: mailJobKey('0123456789abcdef01234567'),
      runAt: at,
      payload: { mailId: '0123456789abcdef01234567' },
      status: 'pending',
      attempts: 0,
    });
    expect(await runDueJobs(quiet, at)).toBe(1);
    expect(await JobModel.findOne({ name: MAIL_JOB }).lean()).toMatchObject({ status: 'done' });
    expect(smtp.tries()).toBe(0);
  });

  it('delivers a mail whose process died before its first try, from the poller once the grace is over', async () => {
    // What enqueue stores (job first, then the mail), with no run-now after it.
    const at = new Date(Date.now() + DAY);
    const stored = new OutboxModel({ ...mail, status: 'pending', attempts: 0 });
    await JobModel.create({
      name: MAIL_JOB,
      key: mailJobKey(stored._id),
      runAt: new Date(at.getTime() + MAIL_JOB_GRACE_MS),
      payload: { mailId: String(stored._id) },
      status: 'pending',
      attempts: 0,
    });
    await stored.save();

    expect(await runDueJobs(quiet, at)).toBe(0);
    expect(await runDueJobs(quiet, new Date(at.getTime() + MAIL_JOB_GRACE_MS))).toBe(1);
    expect(await storedMail()).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.received).toHaveLength(1);
  });

  it('gives mails stored before delivery was a job their job at start-up, once, and the runner sends them', async () => {
    const at = new Date(Date.now() + DAY);
    // As the earlier claim loop left them: one waiting, one claimed by a process that died, one sent.
    await OutboxModel.create([
      { ...mail, to: 'waiting@example.com', status: 'pending', attempts: 1 },
      { ...mail, to: 'stuck@example.com', status: 'sending', attempts: 2 },
      { ...mail, to: 'done@example.com', status: 'sent', attempts: 1 },
    ]);
    await outbox.enqueue({ ...mail, to: 'new@example.com' });
    await answersSettled();
    expect(smtp.received).toHaveLength(1);

    expect(await scheduleMailsWithoutJob(at)).toBe(2);
    expect(await scheduleMailsWithoutJob(at)).toBe(0);
    expect(await runDueJobs(quiet, at)).toBe(2);
    expect((await OutboxModel.find().lean()).map((m) => [m.to, m.status]).sort()).toEqual([
      ['done@example.com', 'sent'],
      ['new@example.com', 'sent'],
      ['stuck@example.com', 'sent'],
      ['waiting@example.com', 'sent'],
    ]);
    expect(smtp.received).toHaveLength(3);
  });
});
