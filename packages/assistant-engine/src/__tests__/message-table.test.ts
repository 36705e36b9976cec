import { understoodSchema } from '@leadnest/contracts';
import { describe, expect, it } from 'vitest';

import { DEV_TABLE } from '../tables/dev-table';
import { HELD_OUT_TABLE_2 } from '../tables/held-out-2';
import { HELD_OUT_3_CHANNELS, HELD_OUT_TABLE_3 } from '../tables/held-out-3';
import { HELD_OUT_4_CHANNELS, HELD_OUT_TABLE_4 } from '../tables/held-out-4';
import { HELD_OUT_TABLE } from '../tables/held-out-table';
import { expected, FIELDS, read, respondTo, type Row, states } from '../tables/message-rows';
import { MESSAGE_TABLE } from '../tables/message-table';

const label = (row: Row) =>
  `${row.message}${row.given?.expecting ? `  (after the ${row.given.expecting} question)` : ''}${row.given?.offered ? '  (after slots were offered)' : ''}`;

describe('message table: every field of every row', () => {
  // Each row is one turn of respond(); the whole reading is compared, so a
  // field the row does not state must have kept its previous value.
  it.each(MESSAGE_TABLE.map((row) => [label(row), row] as const))('%s', (_label, row) => {
    expect(read(row)).toEqual(expected(row));
  });

  it.each(DEV_TABLE.map((row) => [`dev: ${label(row)}`, row] as const))('%s', (_label, row) => {
    expect(read(row)).toEqual(expected(row));
  });

  it('every reading is a valid Understood', () => {
    for (const row of [...MESSAGE_TABLE, ...DEV_TABLE]) expect(understoodSchema.safeParse(respondTo(row).understood).success).toBe(true);
  });
});

describe('the tables themselves', () => {
  it('the message table has 120+ rows and states every field many times', () => {
    expect(MESSAGE_TABLE.length).toBeGreaterThanOrEqual(120);
    for (const f of FIELDS) expect(MESSAGE_TABLE.filter((r) => states(r, f)).length, f).toBeGreaterThanOrEqual(5);
  });

  it('the held-out table (graded by the benchmark, never tuned against) has 40+ rows', () => {
    expect(HELD_OUT_TABLE.length).toBeGreaterThanOrEqual(40);
    const known = new Set<string>(FIELDS);
    for (const row of HELD_OUT_TABLE) for (const k of Object.keys(row.expect)) expect(known.has(k), k).toBe(true);
  });

  it('held-out table 3 has 300+ rows naming only known fields, on every channel', () => {
    expect(HELD_OUT_TABLE_3.length).toBeGreaterThanOrEqual(300);
    const known = new Set<string>(FIELDS);
    for (const row of HELD_OUT_TABLE_3) for (const k of Object.keys(row.expect)) expect(known.has(k), `${row.message}: ${k}`).toBe(true);
    expect(new Set(HELD_OUT_3_CHANNELS)).toEqual(new Set(['sms', 'chat', 'voice', 'facebook', 'instagram']));
  });

  it('held-out table 4 has 300+ rows naming only known fields, on every channel', () => {
    expect(HELD_OUT_TABLE_4.length).toBeGreaterThanOrEqual(300);
    const known = new Set<string>(FIELDS);
    for (const row of HELD_OUT_TABLE_4) for (const k of Object.keys(row.expect)) expect(known.has(k), `${row.message}: ${k}`).toBe(true);
    expect(new Set(HELD_OUT_4_CHANNELS)).toEqual(new Set(['sms', 'chat', 'voice', 'facebook', 'instagram']));
  });

  it('held-out table 2 has 200+ rows naming only known fields, and covers time windows, tours and rentals', () => {
    expect(HELD_OUT_TABLE_2.length).toBeGreaterThanOrEqual(200);
    const known = new Set<string>(FIELDS);
    for (const row of HELD_OUT_TABLE_2) for (const k of Object.keys(row.expect)) expect(known.has(k), k).toBe(true);
    expect(HELD_OUT_TABLE_2.filter((r) => r.expect.timeline).length).toBeGreaterThanOrEqual(50);
    expect(HELD_OUT_TABLE_2.filter((r) => r.expect.wantsShowing || r.expect.showingRequest).length).toBeGreaterThanOrEqual(40);
    expect(HELD_OUT_TABLE_2.filter((r) => r.expect.intent === 'rent').length).toBeGreaterThanOrEqual(30);
  });

  it('no message is in two tables', () => {
    const main = new Set(MESSAGE_TABLE.map((r) => r.message));
    const first = new Set([...HELD_OUT_TABLE, ...DEV_TABLE].map((r) => r.message));
    expect(HELD_OUT_TABLE.filter((r) => main.has(r.message)).map((r) => r.message)).toEqual([]);
    expect(HELD_OUT_TABLE_2.filter((r) => main.has(r.message) || first.has(r.message)).map((r) => r.message)).toEqual([]);
    expect(new Set(HELD_OUT_TABLE_2.map((r) => r.message)).size).toBe(HELD_OUT_TABLE_2.length);
    // Development rows are new wording: none repeats another table's message (in any letter case) or another development row.
    const lower = (rows: readonly Row[]) => rows.map((r) => r.message.toLowerCase());
    const elsewhere = new Set(lower([...MESSAGE_TABLE, ...HELD_OUT_TABLE, ...HELD_OUT_TABLE_2, ...HELD_OUT_TABLE_3, ...HELD_OUT_TABLE_4]));
    expect(DEV_TABLE.filter((r) => elsewhere.has(r.message.toLowerCase())).map((r) => r.message)).toEqual([]);
    expect(new Set(lower(DEV_TABLE)).size).toBe(DEV_TABLE.length);
  });
});
