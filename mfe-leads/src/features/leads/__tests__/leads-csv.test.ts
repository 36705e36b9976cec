// @vitest-environment node
// Pure logic: nothing rendered, no DOM, so no jsdom to build.
import type { LeadDto } from '@leadnest/contracts';
import Papa from 'papaparse';

import { LEADS_CSV_HEADER, leadsCsv, leadsCsvFileName } from '../lib/leads-csv';

const lead = (over: Partial<LeadDto>): LeadDto => ({
  id: 'a'.repeat(24),
  userId: 'u'.repeat(24),
  name: 'Ann',
  email: null,
  phone: null,
  address: null,
  source: 'website',
  stage: 'new',
  score: 7,
  lastMessage: null,
  followUpDate: null,
  capturePageId: null,
  consent: null,
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:00:00.000Z',
  ...over,
});

describe('leadsCsv (export selected)', () => {
  it('writes RFC 4180: CRLF records, every field quoted, quotes doubled, commas and line breaks kept inside a field', () => {
    const text = leadsCsv([lead({ name: 'Lee, "Jr"', lastMessage: 'line one\nline two', phone: '+15125550123', stage: 'showing' })]);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, row] = text.split('\r\n');
    expect(header).toBe(LEADS_CSV_HEADER.map((h) => `"${h}"`).join(','));
    expect(row).toContain('"Lee, ""Jr"""');
    expect(row).toContain('"Showing Scheduled"');
    expect(Papa.parse<string[]>(text.trim()).data[1]).toEqual([
      'Lee, "Jr"',
      '',
      '+15125550123',
      'Website',
      'Showing Scheduled',
      '7',
      'line one\nline two',
      '2030-01-01T10:00:00.000Z',
      '',
    ]);
  });

  it('neutralises cells a spreadsheet would run as a formula, a formula after a line break too', () => {
    const row = Papa.parse<string[]>(
      leadsCsv([lead({ name: '=HYPERLINK("http://x")', lastMessage: '@SUM(A1)', email: '+cmd@example.com', address: 'x', phone: '+1+2' })]).trim(),
    ).data[1]!;
    expect(row[0]).toBe('\'=HYPERLINK("http://x")');
    expect(row[1]).toBe("'+cmd@example.com");
    expect(row[2]).toBe("'+1+2");
    expect(row[6]).toBe("'@SUM(A1)");
    for (const text of ['=1+1\nsecond line', '-2+3', '\t=cmd', '\r=cmd', '+14155550123\n=cmd']) {
      expect(Papa.parse<string[]>(leadsCsv([lead({ name: text })]).trim()).data[1]![0], JSON.stringify(text)).toBe(`'${text}`);
    }
  });

  // A stored phone (E.164) is a number, not a formula: no apostrophe the spreadsheet would show.
  it('writes an E.164 phone as it is', () => {
    for (const phone of ['+14155550123', '+442071838750']) {
      expect(Papa.parse<string[]>(leadsCsv([lead({ phone })]).trim()).data[1]![2]).toBe(phone);
    }
  });

  it('names the file leadnest-leads-{date}', () => {
    expect(leadsCsvFileName(new Date('2030-03-04T12:00:00Z'), 'UTC')).toBe('leadnest-leads-2030-03-04.csv');
  });
});
