import type { Row } from './message-rows';
import { TABLE_AREAS } from './message-rows';

/**
 * How a held-out table written as JSON (held-out-3, held-out-4) becomes
 * rows: one message read alone at the table's `now` by an agent serving
 * TABLE_AREAS. Only notations are translated, never a reading.
 */
export interface WrittenTable {
  context: { now: string };
  rows: Array<{
    id: string;
    channel: string;
    text: string;
    expected: Omit<Row['expect'], 'name' | 'email' | 'phone'> & { contact?: { name?: string; email?: string; phone?: string } };
  }>;
}

/** The table writes a US phone as its ten digits; the engine keeps every phone in E.164 (+1…), as the leads store them. */
const e164 = (phone: string) => (/^\d{10}$/.test(phone) ? `+1${phone}` : /^1\d{10}$/.test(phone) ? `+${phone}` : phone);

export function writtenRows(table: WrittenTable): Row[] {
  return table.rows.map(({ text, expected: { contact, ...facts } }) => ({
    message: text,
    given: { now: table.context.now, serviceAreas: TABLE_AREAS },
    expect: { ...facts, ...contact, ...(contact?.phone ? { phone: e164(contact.phone) } : {}) },
  }));
}

/** Another reader's labels for a table's messages: by row id, with the contact fields beside the others. */
export interface SecondReading {
  labels: Array<{ id: string; expected: Omit<Row['expect'], 'phone'> & { phone?: string } }>;
}

/**
 * A second reader's labels as rows of the same messages, in the table's order, to grade against the table as the
 * engine is graded: how far two careful readers agree (docs/decisions/0038-whole-conversations.md). A phone is kept
 * by its digits, however the reader wrote it.
 */
export function secondReadingRows(table: WrittenTable, second: SecondReading): Row[] {
  const byId = new Map(second.labels.map((l) => [l.id, l.expected]));
  return table.rows.map(({ id, text }) => {
    const { phone, ...rest } = byId.get(id) ?? {};
    const digits = phone?.replace(/\D/g, '');
    return { message: text, given: { now: table.context.now, serviceAreas: TABLE_AREAS }, expect: { ...rest, ...(digits ? { phone: e164(digits) } : {}) } };
  });
}

/** The channel each row was written for, in the engine's names (a writer's "messenger" is the engine's `facebook`). */
export const writtenChannels = (table: WrittenTable): string[] => table.rows.map((r) => (r.channel === 'messenger' ? 'facebook' : r.channel));
