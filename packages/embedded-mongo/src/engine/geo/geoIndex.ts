import RBush from 'rbush';

import { MongoError } from '../../errors.js';
import { Index, type IndexValues, type Rec } from '../index/index.js';
import type { IndexSpec } from '../index/indexSpec.js';
import { collectPath, type Doc } from '../values.js';
import { bbox, boxDistance, checkSphereRange, distanceTo, geoJson, type Geom, legacyPoint, type Metric, type Pt } from './geometry.js';

interface Item {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  rec: Rec;
  geom: Geom;
}

interface Node {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  leaf: boolean;
  children: Array<Node | Item>;
}

export interface GeoValues extends IndexValues {
  geoms: Geom[];
}

/**
 * A 2dsphere or 2d index: each document's geometries (GeoJSON or legacy
 * pairs) by bounding box in an R-tree (rbush), which answers nearest-first
 * walks for $near/$geoNear and box searches for $geoWithin/$geoIntersects.
 * Other fields of a compound geo index are not indexed (the filter is
 * re-applied to what the geo field selects).
 */
export class GeoIndex extends Index {
  readonly kind: '2dsphere' | '2d';
  readonly geoField: string;
  private readonly tree = new RBush<Item>();
  private readonly items = new Map<Rec, Item[]>();

  constructor(spec: IndexSpec) {
    super(spec);
    const [field, kind] = Object.entries(spec.key).find(([, v]) => v === '2dsphere' || v === '2d')!;
    this.kind = kind as '2dsphere' | '2d';
    this.geoField = field;
  }

  override get complete(): boolean {
    return false;
  }

  override get unique(): boolean {
    return false;
  }

  get metric(): Metric {
    return this.kind === '2dsphere' ? 'sphere' : 'flat';
  }

  override valuesOf(doc: Doc): GeoValues | null {
    if (this.partial && !this.partial.test(doc)) return null;
    const raw: unknown[] = [];
    collectPath(doc, this.geoField.split('.'), 0, raw);
    const geoms: Geom[] = [];
    for (const v of locations(raw)) {
      if (v === undefined || v === null) continue;
      geoms.push(this.parse(v, doc));
    }
    return geoms.length ? { fields: [], plain: false, geoms } : null;
  }

  private parse(v: unknown, doc: Doc): Geom {
    const legacy = legacyPoint(v);
    if (this.kind === '2d') {
      if (!legacy) throw new MongoError(16804, `location object expected, location array not in correct format`);
      return { kind: 'point', p: legacy };
    }
    try {
      const g: Geom = legacy ? { kind: 'point', p: legacy } : geoJson(v);
      checkSphereRange(g);
      return g;
    } catch (err) {
      throw new MongoError(16755, `Can't extract geo keys: ${JSON.stringify({ _id: doc._id })}  ${(err as Error).message}`);
    }
  }

  override sameEntries(a: IndexValues | null, b: IndexValues | null): boolean {
    if (!a || !b) return a === b;
    return JSON.stringify((a as GeoValues).geoms) === JSON.stringify((b as GeoValues).geoms);
  }

  override conflict(): Rec | null {
    return null;
  }

  override add(rec: Rec, values: IndexValues | null): void {
    if (!values) return;
    const items = (values as GeoValues).geoms.map((geom) => {
      const [minX, minY, maxX, maxY] = bbox(geom);
      return { minX, minY, maxX, maxY, rec, geom };
    });
    this.items.set(rec, items);
    for (const it of items) this.tree.insert(it);
  }

  override remove(rec: Rec): void {
    const items = this.items.get(rec);
    if (!items) return;
    for (const it of items) this.tree.remove(it);
    this.items.delete(rec);
  }

  override build(recs: Iterable<Rec>, docOf: (rec: Rec) => Doc): void {
    const all: Item[] = [];
    for (const rec of recs) {
      const values = this.valuesOf(docOf(rec));
      if (!values) continue;
      const items = values.geoms.map((geom) => {
        const [minX, minY, maxX, maxY] = bbox(geom);
        return { minX, minY, maxX, maxY, rec, geom };
      });
      this.items.set(rec, items);
      all.push(...items);
    }
    this.tree.load(all);
  }

  override findDuplicate(): null {
    return null;
  }

  override lookupCount(): number {
    return 0;
  }

  /** Records with a geometry whose bounding box meets the box (candidates for $geoWithin/$geoIntersects). */
  *inBox(minX: number, minY: number, maxX: number, maxY: number): Generator<Rec> {
    const seen = new Set<Rec>();
    for (const it of this.tree.search({ minX, minY, maxX, maxY })) {
      if (seen.has(it.rec)) continue;
      seen.add(it.rec);
      yield it.rec;
    }
  }

  /**
   * Records nearest first, with their distance (radians on a 2dsphere
   * index, coordinate units on 2d): a best-first walk of the R-tree whose
   * node keys are the least distance to their box, so nothing farther than
   * maxDist is ever visited.
   */
  *nearest(center: Pt, metric: Metric, minDist = 0, maxDist = Infinity): Generator<{ rec: Rec; dist: number }> {
    const root = this.tree.toJSON() as Node;
    const heap = new MinHeap<{ d: number; node?: Node; item?: Item }>();
    heap.push({ d: 0, node: root });
    const seen = new Set<Rec>();
    while (heap.size) {
      const top = heap.pop()!;
      if (top.d > maxDist) return;
      if (top.item) {
        const rec = top.item.rec;
        if (seen.has(rec)) continue;
        seen.add(rec);
        if (top.d >= minDist) yield { rec, dist: top.d };
        continue;
      }
      const node = top.node!;
      for (const child of node.children) {
        if (node.leaf) {
          const item = child as Item;
          heap.push({ d: distanceTo(center, item.geom, metric), item });
        } else {
          const n = child as Node;
          heap.push({ d: boxDistance(center, n.minX, n.minY, n.maxX, n.maxY, metric), node: n });
        }
      }
    }
  }
}

/** A field's locations: one value, or an array of legacy pairs / GeoJSON objects. */
function locations(raw: unknown[]): unknown[] {
  // collectPath spreads an array value: [lng, lat] arrives as two numbers.
  if (raw.length >= 2 && raw.every((v) => typeof v === 'number')) return [raw];
  return raw;
}

/** A binary heap on `d`. */
class MinHeap<T extends { d: number }> {
  private readonly a: T[] = [];

  get size(): number {
    return this.a.length;
  }

  push(x: T): void {
    const a = this.a;
    a.push(x);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (a[p]!.d <= x.d) break;
      a[i] = a[p]!;
      i = p;
    }
    a[i] = x;
  }

  pop(): T | undefined {
    const a = this.a;
    const top = a[0];
    const last = a.pop();
    if (a.length && last) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        let md = last.d;
        if (l < a.length && a[l]!.d < md) {
          m = l;
          md = a[l]!.d;
        }
        if (r < a.length && a[r]!.d < md) m = r;
        if (m === i) break;
        a[i] = a[m]!;
        i = m;
      }
      a[i] = last;
    }
    return top;
  }
}
