import { Long } from 'bson';

import type { OutDoc } from '../engine/find.js';
import { cursorBody, encodeBatch } from '../wire/cursorReply.js';

/** mongod's default cursorTimeoutMillis. */
const CURSOR_TIMEOUT_MS = 10 * 60 * 1000;

/** A tailable cursor's source of documents written after those it returned. */
export interface TailSource {
  more(): OutDoc[];
  awaitData: boolean;
}

interface OpenCursor {
  ns: string;
  docs: OutDoc[];
  pos: number;
  lastUsed: number;
  tail?: TailSource;
}

/** How often an awaitData getMore looks for new documents. */
const TAIL_POLL_MS = 20;

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
  first(ns: string, docs: OutDoc[], batchSize: number | undefined, singleBatch = false, tail?: TailSource): Buffer {
    const batch = encodeBatch(docs, 0, batchSize ?? 101);
    let id = Long.ZERO;
    // A tailable cursor stays open at the end of its results, waiting for new documents.
    if (!singleBatch && (batch.taken < docs.length || tail)) {
      id = newId();
      this.open.set(id.toString(), { ns, docs, pos: batch.taken, lastUsed: Date.now(), tail });
    }
    return cursorBody('firstBatch', batch, id, ns);
  }

  get(id: Long): OpenCursor | undefined {
    return this.open.get(id.toString());
  }

  /**
   * The next batch. A tailable cursor at its end first takes what was
   * written since; with awaitData it waits up to maxTimeMS for that.
   */
  next(id: Long, batchSize: number | undefined, maxTimeMS = 1000): Buffer | Promise<Buffer> {
    const c = this.open.get(id.toString())!;
    if (c.tail && c.pos >= c.docs.length) {
      c.docs = c.tail.more();
      c.pos = 0;
      if (c.docs.length === 0 && c.tail.awaitData && maxTimeMS > 0) return this.awaitTail(id, c, batchSize, Date.now() + maxTimeMS);
    }
    return this.batchOf(id, c, batchSize);
  }

  private async awaitTail(id: Long, c: OpenCursor, batchSize: number | undefined, deadline: number): Promise<Buffer> {
    while (Date.now() < deadline && this.open.get(id.toString()) === c) {
      await new Promise((r) => setTimeout(r, Math.min(TAIL_POLL_MS, Math.max(1, deadline - Date.now()))));
      c.docs = c.tail!.more();
      if (c.docs.length) break;
    }
    return this.batchOf(id, c, batchSize);
  }

  private batchOf(id: Long, c: OpenCursor, batchSize: number | undefined): Buffer {
    const batch = encodeBatch(c.docs, c.pos, batchSize && batchSize > 0 ? batchSize : Infinity);
    c.pos += batch.taken;
    c.lastUsed = Date.now();
    let outId = id;
    if (c.pos >= c.docs.length && !c.tail) {
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
