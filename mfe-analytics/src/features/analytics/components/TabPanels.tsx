import type { AnalyticsPeriod } from '@leadnest/contracts';
import { Spinner } from '@leadnest/ui';

import { useAiPerformance, useConversionAnalytics } from '../api/analytics';
import { useTeamFigures } from '../api/team';
import { useErrorToast } from '../hooks/useErrorToast';
import { AiPerformanceTab } from './AiPerformanceTab';
import { ConversionsTab } from './ConversionsTab';
import { TeamTab } from './TeamTab';

/*
 * The tabs that fetch their own figures, only once opened (a tab's panel
 * mounts when it is selected).
 */

export interface TabPanelProps {
  userId: string | undefined;
  period: AnalyticsPeriod;
  periodText: string;
}

const Failed = () => <p role="alert">These figures could not be loaded. Please try again.</p>;

export function ConversionsPanel({ userId, period, periodText }: TabPanelProps) {
  const q = useConversionAnalytics(userId, period);
  useErrorToast(q.error, 'Could not load conversions');
  if (q.data) return <ConversionsTab data={q.data} periodText={periodText} />;
  return q.isError ? <Failed /> : <Spinner label="Loading conversions" size={24} />;
}

export function AiPerformancePanel({ userId, period, periodText }: TabPanelProps) {
  const q = useAiPerformance(userId, period);
  useErrorToast(q.error, 'Could not load AI performance');
  if (q.data) return <AiPerformanceTab data={q.data} periodText={periodText} />;
  return q.isError ? <Failed /> : <Spinner label="Loading AI performance" size={24} />;
}

/** The team's figures (GET /api/analytics/team): every member's, so no user id in the request; `userId` marks the signed-in member. */
export function TeamPanel({ userId, period, periodText }: TabPanelProps) {
  const q = useTeamFigures(period);
  useErrorToast(q.error, 'Could not load team figures');
  if (q.data) return <TeamTab data={q.data} userId={userId} periodText={periodText} />;
  return q.isError ? <Failed /> : <Spinner label="Loading team figures" size={24} />;
}
