import type { AnalyticsDetailedDto } from '@leadnest/contracts';
import { StatCard } from '@leadnest/ui';
import { formatMoney } from '../lib/labels';
import { StyledCards, StyledNote } from './Layout';

export interface RoiTabProps {
  data: AnalyticsDetailedDto;
  periodText: string;
}

/** ROI Analysis: what the period's closed deals brought in (commissions). */
export function RoiTab({ data: d, periodText }: RoiTabProps) {
  return (
    <>
      <StyledNote>Revenue is your commission on deals closed during {periodText}.</StyledNote>
      <StyledCards aria-label="Return on investment">
        <StatCard as="li" data-testid="roi-revenue" label="Revenue (commissions)" value={formatMoney(d.totalRevenue)} hint={`${d.closedDeals} closed deals`} />
      </StyledCards>
    </>
  );
}
