import { EMPTY_UNDERSTOOD, type Understood } from '@leadnest/contracts';

import { isSteeringQuestion } from '../compliance';
import { respond, type RespondOutput } from '../respond';
import type { AskField, EngineMemory } from '../types';

/**
 * The shape of the message tables (message-table.ts, held-out-table.ts) and
 * how a row is read and graded. Shared by message-table.test.ts and
 * scripts/bench-assistant.ts, so the test and the benchmark grade alike.
 */

/** Monday 23 Nov 2026, 10:00 in New York (EST, UTC-5): the default `now`. */
export const TABLE_NOW = '2026-11-23T15:00:00.000Z';
export const TABLE_TIME_ZONE = 'America/New_York';
export const TABLE_AREAS = ['Decatur', 'Buckhead', 'Kirkwood', 'Midtown', 'East Atlanta', 'Grant Park', 'Sandy Springs', 'Old Fourth Ward'];

/** What a message is read against. */
export interface Given {
  /** What earlier messages established (merged over EMPTY_UNDERSTOOD). */
  previous?: Partial<Understood>;
  /** The question the assistant just asked. */
  expecting?: AskField;
  /** The slots the assistant just offered (ISO), for "the second one". */
  offered?: string[];
  /** ISO; TABLE_NOW when absent. */
  now?: string;
  /** The agent's service areas; TABLE_AREAS when absent. */
  serviceAreas?: string[];
}

/**
 * What the message determines. A field left out must keep its value from
 * `given.previous` (or the empty default): that is how a row also checks
 * that nothing was invented ("3 bed 2 bath" has no budget). `areas` lists
 * the areas this message adds; `showingRequest` is ISO in UTC, `showingDay`
 * (a day named without a time) YYYY-MM-DD in the agent's zone.
 */
export interface Expected {
  intent?: Understood['intent'];
  budget?: Understood['budget'];
  bedrooms?: number;
  areas?: string[];
  propertyType?: NonNullable<Understood['propertyType']>;
  timeline?: NonNullable<Understood['timeline']>;
  financing?: Understood['financing'];
  showingRequest?: string;
  showingDay?: string;
  /**
   * The lead asked to see a home (a tour, a visit, a showing), with or
   * without a time. Left out, it is true when the row states a
   * showingRequest or showingDay (naming a time is asking to see it), else
   * it keeps the previous value.
   */
  wantsShowing?: boolean;
  name?: string;
  email?: string;
  phone?: string;
  optOut?: boolean;
  wantsHuman?: boolean;
  /** A Fair Housing steering question the engine must refuse. */
  steering?: boolean;
}

export interface Row {
  message: string;
  given?: Given;
  expect: Expected;
}

export const FIELDS = [
  'intent',
  'budget',
  'bedrooms',
  'areas',
  'propertyType',
  'timeline',
  'financing',
  'showingRequest',
  'showingDay',
  'wantsShowing',
  'name',
  'email',
  'phone',
  'optOut',
  'wantsHuman',
  'steering',
] as const;
export type Field = (typeof FIELDS)[number];

/** The fields of one reading, flattened the way rows name them. */
export type Reading = Record<Field, unknown>;

function flatten(u: Understood, steering: boolean): Reading {
  return {
    intent: u.intent,
    // The search band is what a row states; the figure said "around" is only for summaries.
    budget: { min: u.budget.min, max: u.budget.max },
    bedrooms: u.bedrooms,
    areas: u.areas,
    propertyType: u.propertyType,
    timeline: u.timeline,
    financing: u.financing,
    showingRequest: u.showingRequest,
    showingDay: u.showingDay,
    wantsShowing: Boolean(u.wantsShowing),
    name: u.contact.name,
    email: u.contact.email,
    phone: u.contact.phone,
    optOut: u.optOut,
    wantsHuman: u.wantsHuman,
    steering,
  };
}

export function previousOf(row: Row): Understood {
  const p = row.given?.previous ?? {};
  return { ...EMPTY_UNDERSTOOD, ...p, budget: { ...p.budget }, contact: { ...p.contact }, areas: [...(p.areas ?? [])] };
}

/**
 * One turn through the real entry point, respond(), mid-conversation (turn
 * 1), with the memory a channel would hand back: the question just asked
 * and the slots just offered.
 */
export function respondTo(row: Row): RespondOutput {
  const g = row.given ?? {};
  const memory: EngineMemory = { asked: g.expecting ? [g.expecting] : [], offered: g.offered ?? [], misses: 0, awaiting: g.expecting };
  return respond({
    message: row.message,
    now: new Date(g.now ?? TABLE_NOW),
    channel: 'sms',
    turn: 1,
    previous: previousOf(row),
    memory,
    agentName: 'Maya',
    serviceAreas: g.serviceAreas ?? TABLE_AREAS,
  });
}

/** What the engine read from the row's message, flattened. */
export function read(row: Row): Reading {
  return flatten(respondTo(row).understood, isSteeringQuestion(row.message));
}

/** What the row says the reading must be: its stated fields over the previous state. */
export function expected(row: Row): Reading {
  const prev = flatten(previousOf(row), false);
  const e = row.expect;
  const out: Reading = { ...prev, wantsHuman: false };
  for (const f of FIELDS) if (e[f] !== undefined) out[f] = e[f];
  if (e.wantsShowing === undefined && (e.showingRequest !== undefined || e.showingDay !== undefined)) out.wantsShowing = true;
  // A time named replaces a day named before, and a day a time.
  if (e.showingRequest !== undefined && e.showingDay === undefined) out.showingDay = undefined;
  if (e.showingDay !== undefined && e.showingRequest === undefined) out.showingRequest = undefined;
  if (e.areas) {
    const seen = new Set(previousOf(row).areas.map((a) => a.toLowerCase()));
    out.areas = [...previousOf(row).areas, ...e.areas.filter((a) => !seen.has(a.toLowerCase()))];
  }
  return out;
}

/** Order-insensitive for budgets' keys, order-sensitive for areas. */
export const same = (a: unknown, b: unknown) => JSON.stringify(a, sortKeys) === JSON.stringify(b, sortKeys);
function sortKeys(_k: string, v: unknown): unknown {
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>)
        .filter(([, x]) => x !== undefined)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  }
  return v;
}

export interface FieldScore {
  /** Rows that state this field, and how many of them were read right. */
  stated: number;
  right: number;
  /** Rows that do not state it but whose reading changed it anyway. */
  invented: number;
}

/** Whether a row states a field (a showing time states that a showing is wanted). */
export const states = (row: Row, f: Field) =>
  row.expect[f] !== undefined || (f === 'wantsShowing' && (row.expect.showingRequest !== undefined || row.expect.showingDay !== undefined));

/**
 * Per field: accuracy where the row states it, and values invented where it does not. `reader`: whose reading is
 * graded, the engine's by default (a second reader's labels are graded the same way).
 */
export function grade(rows: readonly Row[], reader: (row: Row, index: number) => Reading = read): Record<Field, FieldScore> {
  const scores = Object.fromEntries(FIELDS.map((f) => [f, { stated: 0, right: 0, invented: 0 }])) as Record<Field, FieldScore>;
  for (const [index, row] of rows.entries()) {
    const got = reader(row, index);
    const want = expected(row);
    for (const f of FIELDS) {
      const s = scores[f];
      if (states(row, f)) {
        s.stated++;
        if (same(got[f], want[f])) s.right++;
      } else if (!same(got[f], want[f])) s.invented++;
    }
  }
  return scores;
}
