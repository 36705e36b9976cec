import type { AnalyticsPeriod } from '@leadnest/contracts';
import { Spinner } from '@leadnest/ui';

import { useAiPerformance, useConversionAnalytics } from '../api/analytics';
import { useErrorToast } from '../hooks/useErrorToast';
import { AiPerformanceTab } from './AiPerformanceTab';
import { ConversionsTab } from './ConversionsTab';

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
