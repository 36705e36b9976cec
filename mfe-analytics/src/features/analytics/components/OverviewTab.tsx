import type { AnalyticsDetailedDto, MonthlyTrendDto } from '@leadnest/contracts';
import { ANALYTICS_SOURCES } from '@leadnest/contracts/analytics';
import { DataTable, EmptyState, StatCard } from '@leadnest/ui';
import { useMemo } from 'react';

import { changeText, formatCount, monthLabel, SOURCE_LABELS } from '../lib/labels';
import { StyledCards, StyledColumns, StyledPanel } from './Layout';
import { CHART_COLORS, LazyChart } from './LazyChart';

export interface OverviewTabProps {
  data: AnalyticsDetailedDto;
  /** How the period reads in a sentence ('the last 30 days'). */
  periodText: string;
}

interface SourceRow {
  source: string;
  count: number;
  percent: number;
}

/** Overview: the four cards with their change, lead sources and monthly trends. */
export function OverviewTab({ data: d, periodText }: OverviewTabProps) {
  const empty = <EmptyState title="No data yet" description={`Trends appear once leads, bookings or closings come in during ${periodText}.`} />;
  const sources = useMemo<SourceRow[]>(
    () =>
      ANALYTICS_SOURCES.map((s) => ({
        source: SOURCE_LABELS[s],
        count: d.leadSources[s],
        percent: d.totalLeads > 0 ? Math.round((d.leadSources[s] / d.totalLeads) * 100) : 0,
      })).filter((row) => row.count > 0),
    [d],
  );
  const trend = useMemo(
    () => ({
      labels: d.monthlyTrends.map((m) => monthLabel(m.month)),
      series: [
        { label: 'Leads', values: d.monthlyTrends.map((m) => m.leads), color: CHART_COLORS.leads },
        { label: 'Appointments', values: d.monthlyTrends.map((m) => m.appointments), color: CHART_COLORS.appointments },
        { label: 'Closed', values: d.monthlyTrends.map((m) => m.closed), color: CHART_COLORS.closed },
      ],
    }),
    [d],
  );
  const shares = useMemo(
    () => ({ labels: sources.map((s) => s.source), series: [{ label: 'Leads', values: sources.map((s) => s.count), color: CHART_COLORS.leads }] }),
    [sources],
  );
  return (
    <>
      <StyledCards aria-label="Key figures" data-testid="overview-cards">
        <StatCard
          as="li"
          data-testid="card-total-leads"
          label="Total Leads"
          value={formatCount(d.totalLeads)}
          hint={changeText(d.change.totalLeads, d.totalLeads)}
        />
        <StatCard
          as="li"
          data-testid="card-qualified-leads"
          label="Qualified Leads"
          value={formatCount(d.qualifiedLeads)}
          hint={changeText(d.change.qualifiedLeads, d.qualifiedLeads)}
        />
        <StatCard
          as="li"
          data-testid="card-appointments"
          label="Appointments"
          value={formatCount(d.appointmentsBooked)}
          hint={changeText(d.change.appointmentsBooked, d.appointmentsBooked)}
        />
        <StatCard
          as="li"
          data-testid="card-closed-deals"
          label="Closed Deals"
          value={formatCount(d.closedDeals)}
          hint={changeText(d.change.closedDeals, d.closedDeals)}
        />
      </StyledCards>
      <StyledColumns>
        <StyledPanel as="section" aria-labelledby="lead-sources-heading">
          <h2 id="lead-sources-heading">Lead Sources</h2>
          {sources.length > 0 ? (
            <LazyChart type="doughnut" label="Share of leads by source" labels={shares.labels} series={shares.series} pointColors={CHART_COLORS.sources} />
          ) : null}
          <DataTable<SourceRow>
            label="Leads by source"
            rows={sources}
            rowKey={(r) => r.source}
            columns={[
              { key: 'source', header: 'Source' },
              { key: 'count', header: 'Leads', align: 'right', render: (r) => formatCount(r.count) },
              { key: 'percent', header: 'Share', align: 'right', render: (r) => `${r.percent}%` },
            ]}
            empty={<EmptyState title="No leads yet" description={`No leads came in during ${periodText}.`} />}
          />
        </StyledPanel>
        <StyledPanel as="section" aria-labelledby="monthly-trends-heading">
          <h2 id="monthly-trends-heading">Monthly Trends</h2>
          {d.monthlyTrends.length > 0 ? (
            <LazyChart type="line" label="Leads, appointments and closed deals per month" labels={trend.labels} series={trend.series} />
          ) : null}
          <DataTable<MonthlyTrendDto>
            label="Leads, appointments and closed deals per month"
            rows={d.monthlyTrends}
            rowKey={(m) => m.month}
            columns={[
              { key: 'month', header: 'Month', render: (m) => monthLabel(m.month) },
              { key: 'leads', header: 'Leads', align: 'right' },
              { key: 'appointments', header: 'Appointments', align: 'right' },
              { key: 'closed', header: 'Closed', align: 'right' },
            ]}
            empty={empty}
          />
        </StyledPanel>
      </StyledColumns>
    </>
  );
}
