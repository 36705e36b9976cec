import type { RoiDto, SourceCostDto } from '@leadnest/contracts';
import { useSession } from '@leadnest/session';
import { DataTable, EmptyState, Spinner, StatCard } from '@leadnest/ui';

import { useRoi } from '../api/roi';
import { useErrorToast } from '../hooks/useErrorToast';
import { formatCount, formatMoney, SOURCE_LABELS } from '../lib/labels';
import { StyledColumns, StyledNote, StyledPanel } from './Layout';
import { RoiInputs } from './RoiInputs';
import type { TabPanelProps } from './TabPanels';

const money2 = (n: number | null) => (n === null ? '–' : `$${n.toFixed(2)}`);

/** The plan's part: each plan held in the period for its days there (so a plan changed or ended in it is not today's price throughout). */
function planText(r: RoiDto): string {
  if (r.planCost <= 0) return 'no plan';
  const now = r.plan ? `; ${formatMoney(r.planMonthlyPrice)} a month now` : '';
  return `plan ${formatMoney(r.planCost)} (for the days you held it${now})`;
}

/** ROI Analysis: three cards from the agent's figures, and what the agent may enter (ad spend, minutes). */
export function RoiTab({ data: r, periodText }: { data: RoiDto; periodText: string }) {
  const { user } = useSession();
  return (
    <>
      <StyledNote>
        Over {periodText}: what {r.planCost > 0 ? 'your plan and usage' : 'your usage'} cost, against your commissions on deals closed in it.
      </StyledNote>
      <StyledColumns style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}>
        <StyledPanel as="section" aria-labelledby="roi-summary-heading" data-testid="roi-summary">
          <h2 id="roi-summary-heading">ROI Summary</h2>
          <StatCard label="Return on investment" value={r.roi === null ? '–' : `${r.roi}x`} hint="(revenue − investment) ÷ investment" />
          <p>
            Investment {formatMoney(r.investment)}: {planText(r)} + usage {money2(r.usageCost)}
          </p>
          <p data-testid="roi-revenue">
            Revenue {formatMoney(r.revenue)} in commissions from {r.closedDeals} closed deals
          </p>
        </StyledPanel>
        <StyledPanel as="section" aria-labelledby="cpl-heading" data-testid="roi-cost-per-lead">
          <h2 id="cpl-heading">Cost Per Lead</h2>
          <StatCard label="LeadNest cost per lead" value={money2(r.costPerLead)} hint={`${formatMoney(r.investment)} over ${formatCount(r.leads)} leads`} />
          <DataTable<SourceCostDto>
            label="Ad spend per lead, by source"
            rows={r.sources}
            rowKey={(s) => s.source}
            columns={[
              { key: 'source', header: 'Source', render: (s) => SOURCE_LABELS[s.source] },
              { key: 'adSpend', header: 'Ad spend', align: 'right', render: (s) => money2(s.adSpend) },
              { key: 'leads', header: 'Leads', align: 'right' },
              { key: 'cpl', header: 'Per lead', align: 'right', render: (s) => money2(s.costPerLead) },
            ]}
            empty={<EmptyState title="No ad spend entered" description="Enter what you spent on a source below to see its cost per lead." />}
          />
        </StyledPanel>
        <StyledPanel as="section" aria-labelledby="time-savings-heading" data-testid="roi-time-savings">
          <h2 id="time-savings-heading">Time Savings</h2>
          <StatCard label="Hours saved" value={r.timeSaved.hours} hint={`${r.timeSaved.minutesPerItem} min each`} />
          <p>
            {formatCount(r.timeSaved.conversations)} conversations and {formatCount(r.timeSaved.calls)} calls the assistant handled, at{' '}
            {r.timeSaved.minutesPerItem} minutes each.
          </p>
        </StyledPanel>
      </StyledColumns>
      {/* The account's inputs: a team's owner and admins enter them (docs/decisions/0034-teams.md). */}
      {user?.teamRole === 'agent' ? (
        <StyledPanel as="section" aria-label="Your figures" style={{ marginTop: '1.5rem' }}>
          <p>Your team’s owner or an admin enters the ad spend and the minutes a conversation takes.</p>
        </StyledPanel>
      ) : (
        <RoiInputs roi={r} />
      )}
    </>
  );
}

export function RoiPanel({ userId, period, periodText }: TabPanelProps) {
  const q = useRoi(userId, period);
  useErrorToast(q.error, 'Could not load ROI');
  if (q.data) return <RoiTab data={q.data} periodText={periodText} />;
  return q.isError ? <p role="alert">These figures could not be loaded. Please try again.</p> : <Spinner label="Loading ROI" size={24} />;
}
