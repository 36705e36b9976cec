import { ANALYTICS_PERIOD_LABELS, ANALYTICS_PERIODS } from '@leadnest/contracts/analytics';
import { useSession } from '@leadnest/session';
import { Button, ButtonLink, downloadCsv, PageFrame, Select, Spinner, theme, UrlTabs } from '@leadnest/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { useDetailedAnalytics } from '../api/analytics';
import { useTeam } from '../api/team';
import { useErrorToast } from '../hooks/useErrorToast';
import { usePeriodParam } from '../hooks/usePeriodParam';
import { exportFileName, toCsv, todayIn } from '../lib/csv';
import { reportRows } from '../lib/report';
import { StyledPeriod } from './Layout';
import { OverviewTab } from './OverviewTab';
import { RoiPanel } from './RoiTab';
import { AiPerformancePanel, ConversionsPanel, TeamPanel } from './TabPanels';

const StyledLoading = styled.div`
  display: inline-flex;
  > div {
    padding: 0;
  }
`;

const PERIOD_OPTIONS = ANALYTICS_PERIODS.map((p) => ({ value: p, label: ANALYTICS_PERIOD_LABELS[p] }));

/** Analytics & Reports (/analytics, spec part 2 §2): the agent's own figures over a period, four tabs (a fifth, Team, for a team of more than one) and a CSV export. */
export function AnalyticsPage() {
  const { user } = useSession();
  const [period, setPeriod] = usePeriodParam();
  const detailed = useDetailedAnalytics(user?.id, period);
  useErrorToast(detailed.error, 'Could not load analytics');
  // Only a team of more than one member gets the Team tab (docs/decisions/0034-teams.md). A failed,
  // refused (no plan) or unexpected team read leaves the page as an agent on their own sees it, without a toast.
  const team = useTeam();
  const shared = Array.isArray(team.data?.members) && team.data.members.length > 1;
  const d = detailed.data;
  const periodText = ANALYTICS_PERIOD_LABELS[period].toLowerCase().replace('last', 'the last');
  const exportCsv = () => {
    if (!d) return;
    downloadCsv(exportFileName(d.range.period, todayIn(d.range.timeZone)), toCsv(reportRows(d)));
  };
  const shown = d && d.range.period === period ? d : undefined;
  return (
    <PageFrame
      subtitle="Track your performance and ROI"
      actions={
        <>
          <StyledPeriod>
            <Select aria-label="Period" data-testid="period" options={PERIOD_OPTIONS} value={period} onChange={setPeriod} />
          </StyledPeriod>
          <Button type="button" variant="secondary" size="sm" onClick={exportCsv} disabled={!shown} data-testid="export">
            Export
          </Button>
          <ButtonLink as={Link} to="/dashboard" variant="ghost" size="sm">
            Back to Dashboard
          </ButtonLink>
          {detailed.isFetching ? (
            <StyledLoading>
              <Spinner label="Loading analytics" size={20} />
            </StyledLoading>
          ) : null}
        </>
      }
    >
      {detailed.isError && !d ? (
        <p role="alert" style={{ color: theme.colors.danger }}>
          The figures could not be loaded. Please reload the page.
        </p>
      ) : null}
      {d ? (
        <div data-testid="analytics-ready" data-period={d.range.period}>
          <UrlTabs
            label="Reports"
            tabs={[
              { id: 'overview', label: 'Overview', panel: <OverviewTab data={d} periodText={periodText} /> },
              { id: 'conversions', label: 'Conversions', panel: <ConversionsPanel userId={user?.id} period={period} periodText={periodText} /> },
              { id: 'ai', label: 'AI Performance', panel: <AiPerformancePanel userId={user?.id} period={period} periodText={periodText} /> },
              { id: 'roi', label: 'ROI Analysis', panel: <RoiPanel userId={user?.id} period={period} periodText={periodText} /> },
              ...(shared ? [{ id: 'team', label: 'Team', panel: <TeamPanel userId={user?.id} period={period} periodText={periodText} /> }] : []),
            ]}
          />
        </div>
      ) : null}
    </PageFrame>
  );
}
