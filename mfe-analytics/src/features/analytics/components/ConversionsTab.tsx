import type { AnalyticsConversionsDto, FunnelStepDto } from '@leadnest/contracts';
import { DataTable, EmptyState, StatCard } from '@leadnest/ui';
import { useMemo } from 'react';

import { formatCount, formatMoney, FUNNEL_LABELS } from '../lib/labels';
import { StyledCards, StyledColumns, StyledNote, StyledPanel } from './Layout';
import { CHART_COLORS, LazyChart } from './LazyChart';

export interface ConversionsTabProps {
  data: AnalyticsConversionsDto;
  periodText: string;
}

const days = (n: number, has: boolean) => (has ? `${n} days` : '–');

/** Conversions: the funnel of the period's leads, revenue (commissions) and time metrics. */
export function ConversionsTab({ data: c, periodText }: ConversionsTabProps) {
  const leads = c.funnel[0]?.count ?? 0;
  const funnel = useMemo(
    () => ({
      labels: c.funnel.map((s) => FUNNEL_LABELS[s.step]),
      series: [{ label: 'Leads', values: c.funnel.map((s) => s.count), color: CHART_COLORS.leads }],
    }),
    [c],
  );
  const r = c.revenue;
  const closed = r.closedDeals > 0;
  return (
    <>
      <StyledColumns>
        <StyledPanel as="section" aria-labelledby="funnel-heading">
          <h2 id="funnel-heading">Conversion Funnel</h2>
          <p>How far the leads that came in during {periodText} have got.</p>
          {leads > 0 ? <LazyChart type="bar" horizontal label="Conversion funnel" labels={funnel.labels} series={funnel.series} /> : null}
          <DataTable<FunnelStepDto>
            label="Conversion funnel"
            rows={leads > 0 ? c.funnel : []}
            rowKey={(s) => s.step}
            columns={[
              { key: 'step', header: 'Step', render: (s) => FUNNEL_LABELS[s.step] },
              { key: 'count', header: 'Leads', align: 'right', render: (s) => formatCount(s.count) },
              { key: 'percent', header: 'Of all leads', align: 'right', render: (s) => `${s.percent}%` },
            ]}
            empty={<EmptyState title="No leads yet" description={`The funnel fills once leads come in during ${periodText}.`} />}
          />
        </StyledPanel>
        <StyledPanel as="section" aria-labelledby="time-heading">
          <h2 id="time-heading">Time Metrics</h2>
          <StyledCards aria-label="Time metrics" style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))', margin: 0 }}>
            <StatCard
              as="li"
              data-testid="time-response"
              label="Average response time"
              value={c.time.answeredConversations > 0 ? `${c.time.avgResponseTimeMinutes} min` : '–'}
              hint="Median, to the first answer"
            />
            <StatCard
              as="li"
              data-testid="time-sales-cycle"
              label="Sales cycle"
              value={days(c.time.salesCycleDays, closed)}
              hint="Median, lead to Closed Won"
            />
            <StatCard
              as="li"
              data-testid="time-first-contact"
              label="First contact to close"
              value={days(c.time.firstContactToCloseDays, c.time.dealsWithFirstContact > 0)}
              hint="Median days"
            />
          </StyledCards>
          {!closed ? <p>No deals closed during {periodText} yet.</p> : null}
        </StyledPanel>
      </StyledColumns>
      <StyledPanel as="section" aria-labelledby="revenue-heading" style={{ marginTop: '1.5rem' }}>
        <h2 id="revenue-heading">Revenue Metrics</h2>
        <StyledNote>
          Revenue is your commission on deals closed during {periodText}, as entered when a lead moves to Closed Won (sales volume is the sale prices).
          {r.closedDeals > r.dealsWithValue ? ` ${r.closedDeals - r.dealsWithValue} of ${r.closedDeals} closed deals have no commission entered yet.` : ''}
        </StyledNote>
        <StyledCards aria-label="Revenue metrics" style={{ margin: 0 }}>
          <StatCard
            as="li"
            data-testid="revenue-total"
            label="Total revenue (commissions)"
            value={formatMoney(r.totalRevenue)}
            hint={`${r.closedDeals} closed deals`}
          />
          <StatCard as="li" data-testid="revenue-average" label="Average deal size" value={formatMoney(r.averageDealSize)} hint="Commission per deal" />
          <StatCard
            as="li"
            data-testid="revenue-per-lead"
            label="Revenue per lead"
            value={formatMoney(r.revenuePerLead)}
            hint={`Over ${formatCount(leads)} leads`}
          />
          <StatCard as="li" data-testid="revenue-volume" label="Sales volume" value={formatMoney(r.salesVolume)} hint="Sale prices" />
        </StyledCards>
      </StyledPanel>
    </>
  );
}
