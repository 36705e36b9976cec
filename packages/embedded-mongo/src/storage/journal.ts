import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { recordSize, writeRecord, type OpCode } from './records.js';

/**
 * Records are encoded into shared chunks of this size rather than one small
 * buffer each, and consecutive records go to disk as one slice: a bulk
 * insert then churns a few large buffers instead of thousands of small ones
 * (which fragment the process heap and inflate its resident size).
 */
const CHUNK = 1024 * 1024;

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
  private chunk = Buffer.alloc(0);
  private chunkUsed = 0;

  private constructor(private fh: fsp.FileHandle) {}

  static async open(file: string): Promise<Journal> {
    return new Journal(await fsp.open(file, 'a'));
  }

  get sequence(): number {
    return this.appended;
  }

  append(op: OpCode, ns: string, body?: Uint8Array): void {
    if (this.closed) throw new Error('journal closed');
    const size = recordSize(ns, body);
    if (this.chunkUsed + size > this.chunk.length) {
      this.chunk = Buffer.allocUnsafeSlow(Math.max(CHUNK, size));
      this.chunkUsed = 0;
    }
    const rec = this.chunk.subarray(this.chunkUsed, this.chunkUsed + size);
    this.chunkUsed += size;
    writeRecord(rec, op, ns, body);
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
          await this.fh.writev(coalesce(batch));
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

/** Joins records that lie next to each other in the same chunk into one slice. */
function coalesce(records: Buffer[]): Buffer[] {
  const out: Buffer[] = [];
  let first = records[0]!;
  let end = first.byteOffset + first.length;
  const flush = (): void => {
    out.push(Buffer.from(first.buffer, first.byteOffset, end - first.byteOffset));
  };
  for (let i = 1; i < records.length; i++) {
    const r = records[i]!;
    if (r.buffer === first.buffer && r.byteOffset === end) end += r.length;
    else {
      flush();
      first = r;
      end = r.byteOffset + r.length;
    }
  }
  flush();
  return out;
}

export async function syncDir(dir: string): Promise<void> {
  const fh = await fsp.open(dir, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}
