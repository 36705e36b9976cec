// @vitest-environment node
// Pure logic: nothing rendered, no DOM, so no jsdom to build.
import type { AnalyticsDetailedDto } from '@leadnest/contracts';
import { describe, expect, it } from 'vitest';

import { csvField, exportFileName, neutralise, toCsv, todayIn } from '../lib/csv';
import { reportRows } from '../lib/report';

describe('the CSV export', () => {
  it('quotes every text field and doubles quotes inside (RFC 4180); numbers stay numbers', () => {
    expect(csvField('Total Leads')).toBe('"Total Leads"');
    expect(csvField('say "hi", then\r\nleave')).toBe('"say ""hi"", then\r\nleave"');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(-3)).toBe('-3');
    expect(
      toCsv([
        ['a', 1],
        ['b,c', 2],
      ]),
    ).toBe('"a",1\r\n"b,c",2\r\n');
  });

  it('neutralises a text cell a spreadsheet would run as a formula', () => {
    for (const text of ['=SUM(A1)', '+1', '-2+3', '@cmd', '\t=1', '\r=1']) expect(neutralise(text)).toBe(`'${text}`);
    expect(neutralise('Email')).toBe('Email');
    expect(neutralise('a=b')).toBe('a=b');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });

  it('names the file leadnest-analytics-{period}-{YYYY-MM-DD}.csv with the agent’s date', () => {
    // 2030-03-16 02:00 UTC is still the 15th in Los Angeles.
    const now = new Date('2030-03-16T02:00:00Z');
    expect(exportFileName('30d', todayIn('America/Los_Angeles', now))).toBe('leadnest-analytics-30d-2030-03-15.csv');
    expect(exportFileName('1y', todayIn('Asia/Tokyo', now))).toBe('leadnest-analytics-1y-2030-03-16.csv');
  });

  it('lists the metrics, every lead source and the monthly trends, each row with the period', () => {
    const d = {
      range: { period: '7d', start: '', end: '', timeZone: 'UTC' },
      totalLeads: 4,
      qualifiedLeads: 2,
      appointmentsBooked: 1,
      closedDeals: 2,
      totalRevenue: 12000,
      conversionRate: 50,
      avgResponseTime: 12,
      leadSources: { facebook: 2, instagram: 0, website: 2, sms: 0, email: 0, other: 0 },
      monthlyTrends: [{ month: '2030-03', leads: 4, appointments: 1, closed: 2 }],
    } as unknown as AnalyticsDetailedDto;
    const rows = reportRows(d);
    expect(rows[0]).toEqual(['Period', 'Section', 'Name', 'Value']);
    expect(rows.slice(1).every((r) => r[0] === '7d')).toBe(true);
    expect(rows).toContainEqual(['7d', 'Metrics', 'Total Revenue (commissions, USD)', 12000]);
    expect(rows.filter((r) => r[1] === 'Lead Sources')).toHaveLength(6);
    expect(rows.filter((r) => r[1] === 'Monthly Trends')).toEqual([
      ['7d', 'Monthly Trends', '2030-03 Leads', 4],
      ['7d', 'Monthly Trends', '2030-03 Appointments', 1],
      ['7d', 'Monthly Trends', '2030-03 Closed', 2],
    ]);
    expect(rows).toHaveLength(1 + 7 + 6 + 3);
  });
});
