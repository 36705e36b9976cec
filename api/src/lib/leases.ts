import { randomUUID } from 'node:crypto';

import mongoose, { Schema } from 'mongoose';

import { KeyedLock } from './keyed-lock.js';

/*
 * Work that must run alone per key across every API process (one
 * conversation's turns) holds a lease in the database
 * (docs/decisions/0031-many-api-processes.md): a document per key, taken by
 * one conditional upsert (the unique _id refuses a second holder), renewed
 * while the work runs and deleted after it. A process that dies holding one
 * frees it when the lease runs out.
 */

interface Lease {
  _id: string;
  holder: string;
  expiresAt: Date;
}

const leaseSchema = new Schema<Lease>(
  { _id: { type: String, required: true }, holder: { type: String, required: true }, expiresAt: { type: Date, required: true } },
  { collection: 'leases', versionKey: false },
);
// Leases of processes that died are removed by the database too (checked on take as well: the monitor runs once a minute).
leaseSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 60 });

export const LeaseModel = mongoose.model<Lease>('Lease', leaseSchema);

/** How long a lease lasts without renewal: a dead holder blocks its key this long at most. */
export const LEASE_MS = 30_000;
/** Waiting for another process's lease: first retry after this, doubling up to MAX_WAIT_STEP_MS. */
const FIRST_WAIT_STEP_MS = 10;
const MAX_WAIT_STEP_MS = 200;

const isDuplicateKey = (err: unknown) => (err as { code?: unknown }).code === 11000;

/**
 * Runs tasks one at a time per key across all API processes. Inside this
 * process tasks queue in arrival order (KeyedLock) and only the head of the
 * queue asks the database, so one busy conversation does not poll.
 */
export class DatabaseLock {
  private readonly local = new KeyedLock();

  constructor(
    private readonly prefix: string,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    return this.local.run(key, () => this.holding(`${this.prefix}:${key}`, task));
  }

  private async holding<T>(id: string, task: () => Promise<T>): Promise<T> {
    const holder = randomUUID();
    await this.take(id, holder);
    const renew = setInterval(() => {
      void LeaseModel.updateOne({ _id: id, holder }, { $set: { expiresAt: new Date(Date.now() + LEASE_MS) } }).catch(() => undefined);
    }, LEASE_MS / 3);
    renew.unref();
    try {
      return await task();
    } finally {
      clearInterval(renew);
      await LeaseModel.deleteOne({ _id: id, holder }).catch(() => undefined);
    }
  }

  private async take(id: string, holder: string): Promise<void> {
    for (let step = FIRST_WAIT_STEP_MS; ; step = Math.min(step * 2, MAX_WAIT_STEP_MS)) {
      const now = new Date();
      try {
        // Matches only a free (expired) lease, or none: then the upsert inserts, and a live one makes it a duplicate key.
        await LeaseModel.updateOne(
          { _id: id, expiresAt: { $lte: now } },
          { $set: { holder, expiresAt: new Date(now.getTime() + LEASE_MS) } },
          { upsert: true },
        );
        return;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
      await this.sleep(step);
    }
  }
}
