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

/**
 * Queued bytes: consecutive records in one chunk form one segment (extended
 * in place as records are appended), so a bulk insert queues a handful of
 * segments instead of one Buffer object per record. Those objects all lived
 * until the next flush, which made V8 count them as surviving young
 * objects and grow its young generation during every bulk load.
 */
interface Segment {
  chunk: Buffer;
  start: number;
  end: number;
  /** Sequence number of the last record in the segment. */
  last: number;
}

/** A queued segment, or the point where later records go to a new file. */
type Pending = Segment | { rotateTo: string };

const isSegment = (p: Pending): p is Segment => 'chunk' in p;

/** Written chunks kept for reuse (instead of freeing 1 MB and allocating it again). */
const SPARE_CHUNKS = 2;

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
  private chunk: Buffer = Buffer.alloc(0);
  private chunkUsed = 0;
  private spare: Buffer[] = [];

  private constructor(private fh: fsp.FileHandle) {}

  static async open(file: string): Promise<Journal> {
    return new Journal(await fsp.open(file, 'a', 0o600));
  }

  get sequence(): number {
    return this.appended;
  }

  append(op: OpCode, ns: string, body?: Uint8Array): void {
    if (this.closed) throw new Error('journal closed');
    const size = recordSize(ns, body);
    if (this.chunkUsed + size > this.chunk.length) {
      const reuse = size <= CHUNK ? this.spare.pop() : undefined;
      this.chunk = reuse ?? Buffer.allocUnsafeSlow(Math.max(CHUNK, size));
      this.chunkUsed = 0;
    }
    const start = this.chunkUsed;
    this.chunkUsed += size;
    writeRecord(this.chunk.subarray(start, this.chunkUsed), op, ns, body);
    this.bytes += size;
    this.appended++;
    const tail = this.pending[this.pending.length - 1];
    if (tail && isSegment(tail) && tail.chunk === this.chunk && tail.end === start) {
      tail.end = this.chunkUsed;
      tail.last = this.appended;
    } else this.pending.push({ chunk: this.chunk, start, end: this.chunkUsed, last: this.appended });
  }

  /** Records appended after this call go to `file`; resolves once it is in use. */
  rotate(file: string): Promise<void> {
    this.pending.push({ rotateTo: file });
    this.bytes = 0;
    return this.sync(this.appended);
  }

  /** Resolves once every record appended before the call is on disk. */
  sync(upTo = this.appended): Promise<void> {
    if (this.durable >= upTo && this.pending.every(isSegment)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiters.push({ upTo, resolve, reject });
      this.flushing ??= this.flushLoop();
    });
  }

  private async flushLoop(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const rotateAt = this.pending.findIndex((p) => !isSegment(p));
        const count = rotateAt < 0 ? this.pending.length : rotateAt;
        const batch = this.pending.splice(0, count) as Segment[];
        if (batch.length) {
          await this.fh.writev(batch.map((g) => g.chunk.subarray(g.start, g.end)));
          await this.fh.datasync();
          // Records are numbered in order: everything up to the batch's last record is on disk.
          this.durable = batch[batch.length - 1]!.last;
          this.recycle(batch);
        }
        if (rotateAt >= 0 && this.pending.length && !isSegment(this.pending[0]!)) {
          const { rotateTo } = this.pending.shift() as { rotateTo: string };
          const next = await fsp.open(rotateTo, 'a', 0o600);
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

  /** Chunks that are full and entirely on disk can take new records. */
  private recycle(written: Segment[]): void {
    for (const { chunk } of written) {
      if (chunk === this.chunk || chunk.length !== CHUNK || this.spare.includes(chunk) || this.spare.length >= SPARE_CHUNKS) continue;
      if (this.pending.some((p) => isSegment(p) && p.chunk === chunk)) continue;
      this.spare.push(chunk);
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
