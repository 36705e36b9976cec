import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { encodeRecord, type OpCode } from './records.js';

/** A queued record, or the point where later records go to a new file. */
type Pending = Buffer | { rotateTo: string };

/**
 * Append-only journal with group commit: appends are buffered synchronously
 * (so journal order equals apply order) and one write + fdatasync makes a
 * whole group durable; every sync() waiter whose records were in the group
 * is released together. rotate() switches to a new file at an exact point in
 * that order, which lets the store snapshot in the background.
 */
export class Journal {
  private pending: Pending[] = [];
  private appended = 0;
  private durable = 0;
  private waiters: Array<{ upTo: number; resolve: () => void; reject: (e: Error) => void }> = [];
  private flushing: Promise<void> | null = null;
  private closed = false;
  /** Bytes appended since the current file was started. */
  bytes = 0;

  private constructor(private fh: fsp.FileHandle) {}

  static async open(file: string): Promise<Journal> {
    return new Journal(await fsp.open(file, 'a'));
  }

  get sequence(): number {
    return this.appended;
  }

  append(op: OpCode, ns: string, body?: Uint8Array): void {
    if (this.closed) throw new Error('journal closed');
    const rec = encodeRecord(op, ns, body);
    this.pending.push(rec);
    this.bytes += rec.length;
    this.appended++;
  }

  /** Records appended after this call go to `file`; resolves once it is in use. */
  rotate(file: string): Promise<void> {
    this.pending.push({ rotateTo: file });
    this.bytes = 0;
    return this.sync(this.appended);
  }

  /** Resolves once every record appended before the call is on disk. */
  sync(upTo = this.appended): Promise<void> {
    if (this.durable >= upTo && !this.pending.some((p) => !Buffer.isBuffer(p))) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiters.push({ upTo, resolve, reject });
      this.flushing ??= this.flushLoop();
    });
  }

  private async flushLoop(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const rotateAt = this.pending.findIndex((p) => !Buffer.isBuffer(p));
        const count = rotateAt < 0 ? this.pending.length : rotateAt;
        const batch = this.pending.splice(0, count) as Buffer[];
        // Records are numbered in order; everything before `upTo` is in this batch or earlier.
        const upTo = this.appended - this.pending.filter(Buffer.isBuffer).length;
        if (batch.length) {
          await this.fh.write(batch.length === 1 ? batch[0]! : Buffer.concat(batch));
          await this.fh.datasync();
        }
        this.durable = upTo;
        if (rotateAt >= 0 && this.pending.length && !Buffer.isBuffer(this.pending[0])) {
          const { rotateTo } = this.pending.shift() as { rotateTo: string };
          const next = await fsp.open(rotateTo, 'a');
          await syncDir(path.dirname(rotateTo));
          await this.fh.close();
          this.fh = next;
        }
        this.waiters = this.waiters.filter((w) => (w.upTo <= this.durable ? (w.resolve(), false) : true));
      }
    } catch (err) {
      for (const w of this.waiters) w.reject(err as Error);
      this.waiters = [];
    } finally {
      this.flushing = null;
      if (this.waiters.length > 0) this.flushing = this.flushLoop();
    }
  }

  async close(): Promise<void> {
    await this.sync();
    this.closed = true;
    await this.fh.close();
  }
}

export async function syncDir(dir: string): Promise<void> {
  const fh = await fsp.open(dir, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}
