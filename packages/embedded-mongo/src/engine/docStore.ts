import { decodeDoc, docLength } from './raw.js';
import type { Doc } from './values.js';

/**
 * Where a collection's documents live: as BSON, packed into large buffers
 * ("slabs") instead of one JavaScript object graph per document.
 *
 * Why: a decoded document costs about 4x its BSON size in V8 (object
 * headers, 8-byte pointers, boxed doubles, Date objects, separate strings),
 * plus per-object GC bookkeeping. Packed BSON costs its own size, sits
 * outside the V8 heap (so the collector never traces it) and is what the
 * server sends back anyway. See raw.ts for how queries read it.
 *
 * Bytes are written once and never changed in place: an update writes the
 * new version elsewhere and the old bytes become garbage. So a view of a
 * document taken at any moment (a cursor's batch, a background snapshot)
 * stays valid and unchanged, as the JavaScript objects used to.
 *
 * Garbage is reclaimed per slab: once less than half of a full slab is still
 * in use, its live documents are copied into the current slab and the old
 * one is dropped (views still holding it keep it alive until they finish).
 * Each byte freed pays for at most one byte copied.
 */
export class Slab {
  readonly buf: Buffer;
  used = 0;
  live = 0;

  constructor(size: number) {
    this.buf = Buffer.allocUnsafeSlow(size);
  }
}

/**
 * A stored document: a stable handle whose bytes move on update or slab
 * compaction. Index entries and cursors refer to the handle; `seq` is the
 * insertion number (natural order, and the tie-break in sorted indexes).
 */
export class Rec {
  constructor(
    public slab: Slab,
    public off: number,
    readonly seq: number,
  ) {}

  get buf(): Buffer {
    return this.slab.buf;
  }

  get size(): number {
    return docLength(this.slab.buf, this.off);
  }

  /** The current version, decoded (a fresh object each call). */
  doc(): Doc {
    return decodeDoc(this.slab.buf, this.off);
  }

  /** The current version's bytes (a view; they never change, see DocStore). */
  bytes(): Buffer {
    return this.slab.buf.subarray(this.off, this.off + this.size);
  }
}

/** Small collections start with small slabs, doubling up to GROW_LIMIT. */
const MIN_SLAB = 16 * 1024;
const GROW_LIMIT = 1024 * 1024;
/**
 * Past GROW_LIMIT, slabs jump to this size: above glibc's largest mmap
 * threshold (32 MiB), so each is its own mapping that the kernel backs page
 * by page as it is written (an unfilled slab costs only what it holds) and
 * that goes back to the OS when the slab is dropped. Smaller slabs come from
 * the malloc heap, where long-lived slabs between short-lived network and
 * journal buffers would keep the freed memory around them resident.
 */
const BIG_SLAB = 33 * 1024 * 1024;
/** Documents this large get a slab of their own (no copying around). */
const OWN_SLAB = 256 * 1024;

/** A dead handle points here (its bytes are gone). */
const NO_SLAB = new Slab(0);

export class DocStore {
  private current: Slab | null = null;
  private nextSize = MIN_SLAB;
  /** Full slabs now less than half used, to be evacuated on the next write. */
  private sparse = new Set<Slab>();

  constructor(private readonly allRecs: () => Iterable<Rec>) {}

  /** Bytes held in slabs, in use or not (for collStats-like reporting and tests). */
  bytesHeld = 0;

  newRec(bytes: Uint8Array, seq: number): Rec {
    const rec = new Rec(NO_SLAB, 0, seq);
    this.place(rec, bytes);
    return rec;
  }

  /** Stores a new version of rec's document and frees the old one. */
  rewrite(rec: Rec, bytes: Uint8Array): void {
    const old = rec.slab;
    const size = rec.size;
    this.place(rec, bytes);
    this.free(old, size);
    this.evacuate();
  }

  /** Frees rec's bytes; the handle is dead afterwards. */
  release(rec: Rec): void {
    const old = rec.slab;
    const size = rec.size;
    rec.slab = NO_SLAB;
    rec.off = -1;
    this.free(old, size);
    this.evacuate();
  }

  isLive(rec: Rec): boolean {
    return rec.slab !== NO_SLAB;
  }

  private place(rec: Rec, bytes: Uint8Array): void {
    const n = bytes.length;
    let slab = this.current;
    if (n >= OWN_SLAB) {
      slab = new Slab(n);
      this.bytesHeld += n;
    } else if (!slab || slab.used + n > slab.buf.length) {
      if (slab && slab.live * 2 < slab.used) this.sparse.add(slab);
      while (this.nextSize < n) this.nextSize *= 2;
      slab = this.current = new Slab(this.nextSize);
      this.bytesHeld += this.nextSize;
      this.nextSize = this.nextSize >= GROW_LIMIT ? BIG_SLAB : this.nextSize * 2;
    }
    slab.buf.set(bytes, slab.used);
    rec.slab = slab;
    rec.off = slab.used;
    slab.used += n;
    slab.live += n;
  }

  private free(slab: Slab, size: number): void {
    slab.live -= size;
    if (slab === this.current || slab === NO_SLAB) return;
    if (slab.live === 0) {
      this.sparse.delete(slab);
      this.bytesHeld -= slab.buf.length;
    } else if (slab.live * 2 < slab.used) this.sparse.add(slab);
  }

  /** Moves the live documents of sparse slabs into the current one. */
  private evacuate(): void {
    if (this.sparse.size === 0) return;
    const victims = this.sparse;
    this.sparse = new Set();
    for (const rec of this.allRecs()) {
      const from = rec.slab;
      if (!victims.has(from)) continue;
      this.place(rec, from.buf.subarray(rec.off, rec.off + rec.size));
    }
    // free() already dropped slabs that emptied, so every victim still counts here.
    for (const s of victims) this.bytesHeld -= s.buf.length;
  }

  clear(): void {
    this.current = null;
    this.sparse.clear();
    this.nextSize = MIN_SLAB;
    this.bytesHeld = 0;
  }
}
