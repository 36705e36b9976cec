import type { AppLogger } from '../../lib/logger.js';
import { PhoneJobModel, type PhoneJob } from './phone-jobs.model.js';
import { sendSms } from './sms-sender.js';

const LEASE_MS = 60_000;
const MAX_ATTEMPTS = 3;
const POLL_MS = 1000;

export async function scheduleSms(payload: PhoneJob['payload'], runAt: Date): Promise<void> {
  await PhoneJobModel.create({ kind: 'send-sms', runAt, payload });
}

/** Claims one due job (or one whose lease ran out: its worker died) for this worker; null when none is due. */
function claimDue(now: Date) {
  return PhoneJobModel.findOneAndUpdate(
    { $or: [{ status: 'pending', runAt: { $lte: now } }, { status: 'running', leaseUntil: { $lt: now } }] },
    { $set: { status: 'running', leaseUntil: new Date(now.getTime() + LEASE_MS) }, $inc: { attempts: 1 } },
    { sort: { runAt: 1 }, returnDocument: 'after' },
  ).lean<PhoneJob>();
}

/** Runs every job due at `now`, each once; a failure is retried up to 3 attempts, then kept as failed. */
export async function runDueJobs(now = new Date(), logger?: Pick<AppLogger, 'warn'>): Promise<number> {
  let ran = 0;
  for (let job = await claimDue(now); job; job = await claimDue(now)) {
    try {
      const { userId, from, to, body } = job.payload;
      await sendSms(userId, from, to, body);
      await PhoneJobModel.updateOne({ _id: job._id }, { $set: { status: 'done', leaseUntil: null } });
    } catch (err) {
      const failed = job.attempts >= MAX_ATTEMPTS;
      logger?.warn({ jobId: String(job._id), attempts: job.attempts, err }, failed ? 'phone job failed for good' : 'phone job failed; will retry');
      await PhoneJobModel.updateOne({ _id: job._id }, { $set: { status: failed ? 'failed' : 'pending', leaseUntil: null, runAt: new Date(now.getTime() + 30_000), lastError: String(err) } });
    }
    ran += 1;
  }
  return ran;
}

/** The worker of a running server: polls for due jobs every second; returns its stop function. */
export function startPhoneJobs(logger: AppLogger): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  // A slow poll is not overlapped by the next one: a tick while busy is skipped.
  const timer = setInterval(() => {
    running ??= runDueJobs(new Date(), logger)
      .catch((err: unknown) => logger.error({ err }, 'phone jobs: poll failed'))
      .finally(() => {
        running = null;
      });
  }, POLL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
