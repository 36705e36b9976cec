import type { AppLogger } from '../../lib/logger.js';
import { type Job, JobModel } from './job.model.js';

/**
 * Durable jobs: anything scheduled (a billing period's end, later a
 * campaign's dial window) is a document in `jobs`, claimed and run by the
 * runner below. Hand-written rather than agenda/bree: those bring a second
 * MongoDB driver and connection (or worker threads) for what is one
 * findOneAndUpdate claim loop over the connection the API already has.
 *
 * Guarantees: a job is stored before anything depends on it; scheduling a
 * key twice stores it once; a claimed job is locked for LOCK_MS, so a runner
 * that dies mid-job leaves it to be taken over after that; a job that throws
 * is retried with back-off up to MAX_ATTEMPTS. Handlers must therefore be
 * idempotent (billing's are: an invoice per period is unique).
 * See docs/decisions/0002-durable-jobs.md.
 */
export type JobHandler = (payload: Record<string, unknown>, job: Job) => Promise<void>;

type Logger = Pick<AppLogger, 'warn' | 'error'>;

const handlers = new Map<string, JobHandler>();
export const LOCK_MS = 5 * 60_000;
export const MAX_ATTEMPTS = 5;
const RETRY_BASE_MS = 60_000;

/** Registers the code that runs jobs named `name` (once per process; a second registration replaces the first). */
export function registerJobHandler(name: string, handler: JobHandler): void {
  handlers.set(name, handler);
}

/** The names that have a handler (the composition test compares them with its list). */
export function jobHandlerNames(): string[] {
  return [...handlers.keys()];
}

/** Stores a job unless one with this key exists; answers whether it was new. */
export async function scheduleJob(name: string, key: string, runAt: Date, payload: Record<string, unknown> = {}): Promise<boolean> {
  const result = await JobModel.updateOne({ key }, { $setOnInsert: { name, key, runAt, payload, status: 'pending', attempts: 0 } }, { upsert: true });
  return result.upsertedCount > 0;
}

/** A job stored claimed by this process, for runClaimedJob. */
export type ClaimedJob = Job;

/**
 * Stores a job already claimed by this process (running, first attempt,
 * locked for LOCK_MS), for work that starts at once in the process that
 * asked for it: one write where scheduleJob then runJobNow take two, on
 * the path a person waits on (an answer to their message). Answers the job
 * to give to runClaimedJob, or null when the key exists (a retry of the
 * same request: that job is the poller's or already done). If this process
 * dies before finishing, the poller takes it over once the lock expires.
 */
export async function scheduleClaimedJob(name: string, key: string, payload: Record<string, unknown> = {}, now = new Date()): Promise<ClaimedJob | null> {
  const lockedUntil = new Date(now.getTime() + LOCK_MS);
  const fields = { name, key, runAt: now, payload, status: 'running' as const, attempts: 1, lockedUntil };
  const result = await JobModel.updateOne({ key }, { $setOnInsert: fields }, { upsert: true });
  if (!result.upsertedCount || !result.upsertedId) return null;
  return { _id: result.upsertedId as Job['_id'], ...fields, createdAt: now, updatedAt: now };
}

/** Runs a job scheduleClaimedJob stored, in this process, recording the outcome as the poller does. */
export async function runClaimedJob(logger: Logger, job: ClaimedJob, now = new Date()): Promise<void> {
  await runClaimed(job, logger, now);
}

/** Removes a pending job (e.g. a cancelled subscription's renewal); a running or finished one is left alone. */
export async function cancelJob(key: string): Promise<void> {
  await JobModel.deleteOne({ key, status: 'pending' });
}

/**
 * The one claim: atomically takes a job that no live runner holds (pending,
 * or running with an expired lock) and locks it for LOCK_MS. Without a key:
 * the first due one. With a key: that job, due or not (runJobNow). Only
 * names with a handler in this process are taken.
 */
async function claim(now: Date, key?: string): Promise<Job | null> {
  const pending = key === undefined ? { status: 'pending', runAt: { $lte: now } } : { status: 'pending' };
  const filter: Record<string, unknown> = { name: { $in: [...handlers.keys()] }, $or: [pending, { status: 'running', lockedUntil: { $lte: now } }] };
  if (key !== undefined) filter.key = key;
  return JobModel.findOneAndUpdate(
    filter,
    { $set: { status: 'running', lockedUntil: new Date(now.getTime() + LOCK_MS) }, $inc: { attempts: 1 } },
    { returnDocument: 'after', sort: { runAt: 1 } },
  ).lean<Job>();
}

/** Runs a claimed job and records the outcome: done, or back to pending at the back-off time, or failed after MAX_ATTEMPTS. */
async function runClaimed(job: Job, logger: Logger, now: Date): Promise<void> {
  const handler = handlers.get(job.name);
  try {
    await handler?.(job.payload ?? {}, job);
    await JobModel.updateOne({ _id: job._id }, { $set: { status: 'done', finishedAt: new Date() }, $unset: { lockedUntil: 1, lastError: 1 } });
  } catch (err) {
    const failed = job.attempts >= MAX_ATTEMPTS;
    logger.warn(
      { err, job: { id: String(job._id), name: job.name, key: job.key, attempts: job.attempts } },
      failed ? 'job failed for good' : 'job failed; will retry',
    );
    const retryAt = new Date(now.getTime() + RETRY_BASE_MS * 2 ** (job.attempts - 1));
    await JobModel.updateOne(
      { _id: job._id },
      {
        $set: { status: failed ? 'failed' : 'pending', runAt: failed ? job.runAt : retryAt, lastError: String((err as Error)?.message ?? err) },
        $unset: { lockedUntil: 1 },
      },
    );
  }
}

/**
 * Runs every job due at `now`, one after another; answers how many ran.
 * The runner calls it on a timer; tests call it with a chosen `now`.
 */
export async function runDueJobs(logger: Logger, now = new Date()): Promise<number> {
  let ran = 0;
  for (let job = await claim(now); job; job = await claim(now)) {
    ran += 1;
    await runClaimed(job, logger, now);
  }
  return ran;
}

/**
 * Runs the job with this key now, in this process, instead of waiting for
 * the poller: for work that should start at once but must survive a crash
 * (the outbox's mail). It is taken with the same atomic claim as the poller
 * uses, so the job runs once whoever gets there first; a job that is not
 * yet due (its runAt is later) is run all the same, since running it now
 * is the point. A failure is retried by the poller with the usual back-off.
 * Answers whether it ran the job (false: done, failed, or held by a live runner).
 */
export async function runJobNow(logger: Logger, key: string, now = new Date()): Promise<boolean> {
  const job = await claim(now, key);
  if (!job) return false;
  await runClaimed(job, logger, now);
  return true;
}

export interface JobRunner {
  stop(): Promise<void>;
}

/** Polls for due jobs every `intervalMs` (and once at start, so jobs that fell due while the server was down run now). */
export function startJobRunner(logger: Logger, intervalMs = 30_000): JobRunner {
  let current: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    current = runDueJobs(logger).catch((err: unknown) => logger.error({ err }, 'job runner could not read the jobs collection'));
  };
  tick();
  const timer = setInterval(() => void current.then(tick), intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
