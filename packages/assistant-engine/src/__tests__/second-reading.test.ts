import { describe, expect, it } from 'vitest';

import { expected, FIELDS, grade, type Row } from '../tables/message-rows';
import { secondReadingRows, type WrittenTable } from '../tables/written-table';

// A second reader's labels are graded against a table as the engine's readings are
// (docs/decisions/0038-whole-conversations.md): row by row in the table's order, phones by their digits.
const table: WrittenTable = {
  context: { now: '2031-01-13T16:20:00.000Z' },
  rows: [
    {
      id: 't-1',
      channel: 'sms',
      text: 'buying a 3 bed in Decatur, call 404 555 0101',
      expected: { intent: 'buy', bedrooms: 3, areas: ['Decatur'], contact: { phone: '4045550101' } },
    },
    { id: 't-2', channel: 'chat', text: 'stop texting me', expected: { optOut: true } },
  ],
};

describe('a second reading of a written table', () => {
  it('lines up with the table by id, whatever order the reader wrote, and keeps a phone by its digits', () => {
    const rows = secondReadingRows(table, {
      labels: [
        { id: 't-2', expected: { optOut: true } },
        { id: 't-1', expected: { intent: 'buy', bedrooms: 2, areas: ['Decatur'], phone: '(404) 555-0101' } },
      ],
    });
    expect(rows.map((r) => r.message)).toEqual(table.rows.map((r) => r.text));
    expect(rows[0]?.expect).toEqual({ intent: 'buy', bedrooms: 2, areas: ['Decatur'], phone: '+14045550101' });
  });

  it('is graded as the engine is: the one field read differently is the one disagreement', () => {
    const second = secondReadingRows(table, {
      labels: [
        { id: 't-1', expected: { intent: 'buy', bedrooms: 2, areas: ['Decatur'], phone: '4045550101' } },
        { id: 't-2', expected: { optOut: true } },
      ],
    });
    const own: Row[] = second.map((r, i) => ({ ...r, expect: { ...(table.rows[i]?.expected ?? {}) } }) as Row);
    const scores = grade(own, (_row, i) => expected(second[i] as Row));
    const wrong = FIELDS.filter((f) => scores[f].right < scores[f].stated);
    expect(wrong).toEqual(['bedrooms']);
  });
});
