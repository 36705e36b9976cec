import { promises as fsp } from 'node:fs';
import path from 'node:path';

import { type OpCode, recordSize, writeRecord } from './records.js';
import { StorageFailedError } from './storage-failure.js';

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
/** Settles a rotate() call: on its own, not as a sync waiter, so a failure can settle it first (see poison). */
interface Rotation {
  rotateTo: string;
  done: { resolve: () => void; reject: (e: Error) => void };
}

type Pending = Segment | Rotation;

const isSegment = (p: Pending): p is Segment => 'chunk' in p;

/** Written chunks kept for reuse (instead of freeing 1 MB and allocating it again). */
const SPARE_CHUNKS = 2;

/**
 * Append-only journal with group commit: appends are buffered synchronously
 * (so journal order equals apply order) and one write + fdatasync makes a
 * whole group durable; every sync() waiter whose records were in the group
 * is released together. rotate() switches to a new file at an exact point in
 * that order, which lets the store snapshot in the background.
 *
 * A failed write, fdatasync or rotation poisons the journal for good (the
 * lesson of PostgreSQL's "fsyncgate": after a failed flush the kernel may
 * have dropped the dirty pages and reported them clean, so retrying the
 * flush proves nothing; docs/decisions/0027-embedded-database-durability.md). Every waiter whose records were not yet on disk is
 * rejected, the file is cut back to its last flushed byte so no refused
 * record can come back at the next start, and from then on every append and
 * sync is refused with StorageFailedError until the process restarts.
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
  /** Bytes of the current file known to be on disk (after the last successful fdatasync). */
  private flushedBytes: number;
  private fileBytes: number;
  /** Set once a write, flush or rotation failed; never cleared (see the class comment). */
  failure: StorageFailedError | null = null;
  /** Settles once a failure has been fully handled (the file cut back, onFailure called). */
  poisoning: Promise<void> | null = null;
  /** Called once, after the journal was poisoned and cut back to its flushed bytes; the refused writes are rejected once it settles. */
  onFailure: (failure: StorageFailedError) => void | Promise<void> = () => {};

  private constructor(
    private fh: fsp.FileHandle,
    private file: string,
    size: number,
    private readonly fs: JournalFs,
  ) {
    this.flushedBytes = size;
    this.fileBytes = size;
  }

  static async open(file: string, fs: JournalFs = nodeJournalFs): Promise<Journal> {
    const fh = await fs.open(file);
    return new Journal(fh, file, (await fh.stat()).size, fs);
  }

  get sequence(): number {
    return this.appended;
  }

  /** Throws StorageFailedError once the journal is poisoned: callers check before they change anything in memory. */
  assertWritable(): void {
    if (this.failure) throw this.failure;
  }

  append(op: OpCode, ns: string, body?: Uint8Array): void {
    if (this.closed) throw new Error('journal closed');
    this.assertWritable();
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
    if (this.failure) return Promise.reject(this.failure);
    this.bytes = 0;
    return new Promise((resolve, reject) => {
      this.pending.push({ rotateTo: file, done: { resolve, reject } });
      this.flushing ??= this.flushLoop();
    });
  }

  /** Resolves once every record appended before the call is on disk. */
  sync(upTo = this.appended): Promise<void> {
    if (this.durable >= upTo && this.failure) return Promise.resolve();
    if (this.failure) return Promise.reject(this.failure);
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
        // Taken out of the queue before writing, so a record appended meanwhile
        // starts a new segment instead of extending one already being written.
        const batch = this.pending.splice(0, count) as Segment[];
        if (batch.length) {
          await this.writeAll(batch.map((g) => g.chunk.subarray(g.start, g.end)));
          await this.fs.datasync(this.fh);
          this.flushedBytes = this.fileBytes;
          // Records are numbered in order: everything up to the batch's last record is on disk.
          this.durable = batch[batch.length - 1]!.last;
          this.recycle(batch);
        }
        if (rotateAt >= 0 && this.pending.length && !isSegment(this.pending[0]!)) {
          const { rotateTo, done } = this.pending[0] as Rotation;
          const next = await this.fs.open(rotateTo);
          await this.fs.syncDir(path.dirname(rotateTo));
          this.pending.shift();
          await this.fh.close();
          this.fh = next;
          this.file = rotateTo;
          this.flushedBytes = this.fileBytes = (await next.stat()).size;
          done.resolve();
        }
        this.releaseWaiters();
      }
    } catch (err) {
      await (this.poisoning = this.poison(err as Error));
    } finally {
      this.flushing = null;
      if ((this.waiters.length > 0 || this.pending.length > 0) && !this.failure) this.flushing = this.flushLoop();
    }
  }

  /**
   * A short write is not an error to the kernel (a disk that fills half-way
   * through writes what fits): write the rest until every byte is down or the
   * next write fails, so a record is never acknowledged on a partial write.
   */
  private async writeAll(slices: Buffer[]): Promise<void> {
    let rest = slices;
    while (rest.length) {
      const { bytesWritten } = await this.fs.writev(this.fh, rest);
      this.fileBytes += bytesWritten;
      let skip = bytesWritten;
      while (rest.length && skip >= rest[0]!.length) skip -= rest.shift()!.length;
      if (rest.length && skip > 0) rest = [rest[0]!.subarray(skip), ...rest.slice(1)];
    }
  }

  private releaseWaiters(): void {
    this.waiters = this.waiters.filter((w) => (w.upTo <= this.durable ? (w.resolve(), false) : true));
  }

  private async poison(cause: Error): Promise<void> {
    const failure = new StorageFailedError(this.file, cause);
    this.failure = failure;
    // Records flushed before the failure stay acknowledged.
    this.releaseWaiters();
    // A rotation not yet done fails now: the store's compaction waits on it,
    // and the rollback below waits for the compaction.
    for (const p of this.pending) if (!isSegment(p)) p.done.reject(failure);
    this.pending = [];
    // A partial write may have left whole records past the last flush: they
    // were refused, so they must not be replayed at the next start.
    try {
      if (this.fileBytes !== this.flushedBytes) {
        await this.fh.truncate(this.flushedBytes);
        await this.fs.datasync(this.fh);
      }
    } catch (err) {
      failure.truncateError = (err as Error).message;
    }
    // The refused writes hear of it only once memory is back to what is on
    // disk, so a client never reads back a write it was told failed.
    try {
      await this.onFailure(failure);
    } finally {
      for (const w of this.waiters) w.reject(failure);
      this.waiters = [];
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
    try {
      if (!this.failure) await this.sync();
    } finally {
      this.closed = true;
      await this.fh.close();
    }
  }
}

/**
 * The file operations the journal uses, so tests can make a disk fill up or
 * fail a flush at an exact point without a real small file system.
 */
export interface JournalFs {
  open(file: string): Promise<fsp.FileHandle>;
  writev(fh: fsp.FileHandle, buffers: Buffer[]): Promise<{ bytesWritten: number }>;
  datasync(fh: fsp.FileHandle): Promise<void>;
  syncDir(dir: string): Promise<void>;
}

export const nodeJournalFs: JournalFs = {
  open: (file) => fsp.open(file, 'a', 0o600),
  writev: (fh, buffers) => fh.writev(buffers),
  datasync: (fh) => fh.datasync(),
  syncDir: (dir) => syncDir(dir),
};

export async function syncDir(dir: string): Promise<void> {
  const fh = await fsp.open(dir, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}
