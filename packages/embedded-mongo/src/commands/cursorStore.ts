import { Long } from 'bson';
import type { OutDoc } from '../engine/find.js';
import { cursorBody, encodeBatch } from '../wire/cursorReply.js';

/** mongod's default cursorTimeoutMillis. */
const CURSOR_TIMEOUT_MS = 10 * 60 * 1000;

interface OpenCursor {
  ns: string;
  docs: OutDoc[];
  pos: number;
  lastUsed: number;
}

/**
 * Open cursors hold the full result list (views of immutable stored bytes or
 * decoded documents, so later writes do not change what a cursor returns).
 */
export class CursorStore {
  private readonly open = new Map<string, OpenCursor>();
  private readonly timer: NodeJS.Timeout;

  constructor() {
    this.timer = setInterval(() => this.reap(), 60_000);
    this.timer.unref();
  }

  /** Reply for find/aggregate/list*: first batch and, if more remain, a live cursor id. */
  first(ns: string, docs: OutDoc[], batchSize: number | undefined, singleBatch = false): Buffer {
    const batch = encodeBatch(docs, 0, batchSize ?? 101);
    let id = Long.ZERO;
    if (!singleBatch && batch.taken < docs.length) {
      id = newId();
      this.open.set(id.toString(), { ns, docs, pos: batch.taken, lastUsed: Date.now() });
    }
    return cursorBody('firstBatch', batch, id, ns);
  }

  get(id: Long): OpenCursor | undefined {
    return this.open.get(id.toString());
  }

  next(id: Long, batchSize: number | undefined): Buffer {
    const c = this.open.get(id.toString())!;
    const batch = encodeBatch(c.docs, c.pos, batchSize && batchSize > 0 ? batchSize : Infinity);
    c.pos += batch.taken;
    c.lastUsed = Date.now();
    let outId = id;
    if (c.pos >= c.docs.length) {
      this.open.delete(id.toString());
      outId = Long.ZERO;
    }
    return cursorBody('nextBatch', batch, outId, c.ns);
  }

  kill(id: Long): boolean {
    return this.open.delete(id.toString());
  }

  get size(): number {
    return this.open.size;
  }

  private reap(): void {
    const cutoff = Date.now() - CURSOR_TIMEOUT_MS;
    for (const [id, c] of this.open) if (c.lastUsed < cutoff) this.open.delete(id);
  }

  close(): void {
    clearInterval(this.timer);
    this.open.clear();
  }
}

/** Random positive 63-bit ids, like mongod's (so drivers always see an int64). */
function newId(): Long {
  const high = (Math.floor(Math.random() * 0x7fe00000) + 0x200000) | 0;
  return Long.fromBits(Math.floor(Math.random() * 2 ** 32) | 0, high);
}
