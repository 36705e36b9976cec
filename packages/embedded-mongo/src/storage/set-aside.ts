import { deserialize, EJSON, ObjectId } from 'bson';

import type { PlacedRecord } from './records.js';
import { opName } from './store.js';

/** What repair set aside in one collection. */
export interface SetAsideInCollection {
  /** The namespace (db.collection), or '(none)'. */
  collection: string;
  /** The _id of each document whose insert, replace or delete was set aside, as mongosh writes it (ObjectId("…"), "text", 42…). */
  ids: string[];
  /** Records that name no document (an index, the collection's options…), by what they did. */
  other: string[];
}

/**
 * Gathers the records repair could not apply, per collection, so its
 * report names each document an operator has to look at in the
 * damaged-<time> folder rather than only a count of them.
 */
export class SetAsideRecords {
  private readonly byCollection = new Map<string, SetAsideInCollection>();

  /** Notes the record; returns how the report line names it (`_id "lead-3"`, `create-index "email_1"`). */
  add(r: PlacedRecord): string {
    const collection = r.ns || '(none)';
    let entry = this.byCollection.get(collection);
    if (!entry) this.byCollection.set(collection, (entry = { collection, ids: [], other: [] }));
    const id = documentIdOf(r);
    if (id !== null) {
      entry.ids.push(id);
      return `_id ${id}`;
    }
    const what = otherRecord(r);
    entry.other.push(what);
    return what;
  }

  get count(): number {
    let n = 0;
    for (const e of this.byCollection.values()) n += e.ids.length + e.other.length;
    return n;
  }

  list(): SetAsideInCollection[] {
    return [...this.byCollection.values()];
  }

  /** One report line per collection: its name and everything set aside from it. */
  lines(): string[] {
    return this.list().map((e) => `  ${e.collection}: ${[...e.ids.map((id) => `_id ${id}`), ...e.other].join(', ')}`);
  }
}

/** The body of a record that passed its checksum; null when even that cannot be read (its bytes stay in the original file). */
function bodyOf(r: PlacedRecord): Record<string, unknown> | null {
  try {
    return deserialize(r.body);
  } catch {
    return null;
  }
}

/** The _id an insert or replace wrote, or a delete removed; null for records about no document. */
function documentIdOf(r: PlacedRecord): string | null {
  if (r.op !== 'i' && r.op !== 'u' && r.op !== 'd') return null;
  const body = bodyOf(r);
  if (!body) return null;
  const id = r.op === 'd' ? body.id : body._id;
  return id === undefined ? null : idText(id);
}

function otherRecord(r: PlacedRecord): string {
  const name = opName(r.op);
  if (r.op === 'i' || r.op === 'u' || r.op === 'd') return `${name} of a document whose _id cannot be read`;
  if (r.op !== 'I' && r.op !== 'X') return name;
  const body = bodyOf(r);
  const index = r.op === 'I' ? (body?.spec as { name?: unknown } | undefined)?.name : body?.name;
  return typeof index === 'string' ? `${name} ${JSON.stringify(index)}` : name;
}

/** An _id as an operator would type it into mongosh to find the document. */
function idText(id: unknown): string {
  if (id instanceof ObjectId) return `ObjectId("${id.toHexString()}")`;
  if (typeof id === 'string') return JSON.stringify(id);
  if (typeof id === 'number' || typeof id === 'boolean') return String(id);
  return EJSON.stringify(id, { relaxed: false });
}
