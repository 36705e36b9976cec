import { ANALYTICS_PERIODS, type AnalyticsPeriod, DEFAULT_ANALYTICS_PERIOD } from '@leadnest/contracts/analytics';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The period in the address (`?period=7d`), so a reload or a shared link keeps it; Last 30 days when absent or unknown. */
export function usePeriodParam(): [AnalyticsPeriod, (period: AnalyticsPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('period');
  const period = (ANALYTICS_PERIODS as readonly string[]).includes(raw ?? '') ? (raw as AnalyticsPeriod) : DEFAULT_ANALYTICS_PERIOD;
  const choose = useCallback(
    (next: AnalyticsPeriod) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('period', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [period, choose];
}
