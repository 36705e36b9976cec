import { describe, expect, it } from 'vitest';

import { withTestDatabase } from '../../../test-support/index.js';
import { JobModel } from '../job.model.js';
import { LOCK_MS, MAX_ATTEMPTS, registerJobHandler, runClaimedJob, runDueJobs, runJobNow, scheduleClaimedJob, scheduleJob } from '../jobs.service.js';

const db = withTestDatabase();
const quiet = { warn: () => {}, error: () => {} };

describe('durable jobs', () => {
  it('stores a job once per key and runs it once, when due', async () => {
    await db.clear();
    const ran: unknown[] = [];
    registerJobHandler('test.once', async (payload) => void ran.push(payload.n));
    const at = new Date('2030-01-01T00:00:00Z');
    expect(await scheduleJob('test.once', 'k1', at, { n: 1 })).toBe(true);
    expect(await scheduleJob('test.once', 'k1', at, { n: 2 })).toBe(false);
    expect(await runDueJobs(quiet, new Date(at.getTime() - 1))).toBe(0);
    expect(await runDueJobs(quiet, at)).toBe(1);
    expect(await runDueJobs(quiet, new Date(at.getTime() + 60_000))).toBe(0);
    expect(ran).toEqual([1]);
    expect(await JobModel.findOne({ key: 'k1' }).lean()).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('survives a restart: a job claimed by a runner that died is taken over once its lock expires', async () => {
    await db.clear();
    const at = new Date('2030-02-01T00:00:00Z');
    await scheduleJob('test.crash', 'k2', at);
    // The first process claimed it and died mid-job (status running, locked).
    await JobModel.updateOne({ key: 'k2' }, { $set: { status: 'running', lockedUntil: new Date(at.getTime() + LOCK_MS) }, $inc: { attempts: 1 } });
    // A new process (its handlers registered again at start-up) finds it only after the lock.
    let runs = 0;
    registerJobHandler('test.crash', async () => void (runs += 1));
    expect(await runDueJobs(quiet, new Date(at.getTime() + 1000))).toBe(0);
    expect(await runDueJobs(quiet, new Date(at.getTime() + LOCK_MS + 1))).toBe(1);
    expect(runs).toBe(1);
    expect(await JobModel.findOne({ key: 'k2' }).lean()).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('stores a job claimed by the process that runs it at once: once per key, left to the poller only after its lock', async () => {
    await db.clear();
    const at = new Date('2030-03-01T00:00:00Z');
    const ran: unknown[] = [];
    registerJobHandler('test.claimed', async (payload) => void ran.push(payload.n));
    const job = await scheduleClaimedJob('test.claimed', 'k-claimed', { n: 1 }, at);
    expect(job).toMatchObject({ status: 'running', attempts: 1 });
    // A retry of the request that made it stores nothing and runs nothing.
    expect(await scheduleClaimedJob('test.claimed', 'k-claimed', { n: 2 }, at)).toBeNull();
    // The poller leaves it alone while this process holds it.
    expect(await runDueJobs(quiet, new Date(at.getTime() + 1000))).toBe(0);
    await runClaimedJob(quiet, job!, at);
    expect(ran).toEqual([1]);
    expect(await JobModel.findOne({ key: 'k-claimed' }).lean()).toMatchObject({ status: 'done', attempts: 1 });

    // Had this process died holding one, the poller runs it once the lock expires.
    await scheduleClaimedJob('test.claimed', 'k-orphan', { n: 3 }, at);
    expect(await runDueJobs(quiet, new Date(at.getTime() + LOCK_MS - 1))).toBe(0);
    expect(await runDueJobs(quiet, new Date(at.getTime() + LOCK_MS + 1))).toBe(1);
    expect(ran).toEqual([1, 3]);
    expect(await JobModel.findOne({ key: 'k-orphan' }).lean()).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('retries a failing job with back-off, then marks it failed', async () => {
    await db.clear();
    registerJobHandler('test.fail', async () => {
      throw new Error('provider down');
    });
    const at = new Date('2030-03-01T00:00:00Z');
    await scheduleJob('test.fail', 'k3', at);
    let now = at;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await runDueJobs(quiet, now)).toBe(1);
      now = new Date(now.getTime() + 24 * 3_600_000);
    }
    expect(await JobModel.findOne({ key: 'k3' }).lean()).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'provider down' });
    expect(await runDueJobs(quiet, now)).toBe(0);
  });

  it('runs one job now by its key, before its time, once: racing run-nows and the poller run it once', async () => {
    await db.clear();
    let runs = 0;
    registerJobHandler('test.now', async () => void (runs += 1));
    const at = new Date('2030-04-01T00:00:00Z');
    const later = new Date(at.getTime() + 60_000);
    await scheduleJob('test.now', 'k4', later);
    expect(await runJobNow(quiet, 'k4', at)).toBe(true);
    expect(runs).toBe(1);
    expect(await runDueJobs(quiet, later)).toBe(0);
    expect(await runJobNow(quiet, 'k4', later)).toBe(false);

    await scheduleJob('test.now', 'k5', later);
    const [first, second, poller] = await Promise.all([runJobNow(quiet, 'k5', later), runJobNow(quiet, 'k5', later), runDueJobs(quiet, later)]);
    expect(Number(first) + Number(second) + poller).toBe(1);
    expect(runs).toBe(2);
    expect(await JobModel.find({ key: { $in: ['k4', 'k5'] } }).lean()).toEqual([
      expect.objectContaining({ status: 'done', attempts: 1 }),
      expect.objectContaining({ status: 'done', attempts: 1 }),
    ]);
  });
});
