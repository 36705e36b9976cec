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

/** The channel each row was written for, in the engine's names (a writer's "messenger" is the engine's `facebook`). */
export const writtenChannels = (table: WrittenTable): string[] => table.rows.map((r) => (r.channel === 'messenger' ? 'facebook' : r.channel));
