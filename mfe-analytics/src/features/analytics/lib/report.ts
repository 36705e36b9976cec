import type { AnalyticsDetailedDto } from '@leadnest/contracts';
import { ANALYTICS_SOURCES } from '@leadnest/contracts/analytics';

import type { CsvCell } from './csv';
import { SOURCE_LABELS } from './labels';

/** The export's header row. */
export const REPORT_HEADER = ['Period', 'Section', 'Name', 'Value'] as const;

/**
 * The rows of the export (spec part 2 §7): the metrics, the lead sources and
 * the monthly trends, each with the period — the API's figures as they are,
 * so a row reads back to the number the screen shows.
 */
export function reportRows(d: AnalyticsDetailedDto): CsvCell[][] {
  const p = d.range.period;
  const metrics: [string, number][] = [
    ['Total Leads', d.totalLeads],
    ['Qualified Leads', d.qualifiedLeads],
    ['Appointments Booked', d.appointmentsBooked],
    ['Closed Deals', d.closedDeals],
    ['Total Revenue (commissions, USD)', d.totalRevenue],
    ['Conversion Rate (%)', d.conversionRate],
    ['Average Response Time (seconds)', d.avgResponseTime],
  ];
  return [
    [...REPORT_HEADER],
    ...metrics.map(([name, value]) => [p, 'Metrics', name, value]),
    ...ANALYTICS_SOURCES.map((s) => [p, 'Lead Sources', SOURCE_LABELS[s], d.leadSources[s]]),
    ...d.monthlyTrends.flatMap((m) => [
      [p, 'Monthly Trends', `${m.month} Leads`, m.leads],
      [p, 'Monthly Trends', `${m.month} Appointments`, m.appointments],
      [p, 'Monthly Trends', `${m.month} Closed`, m.closed],
    ]),
  ];
}
