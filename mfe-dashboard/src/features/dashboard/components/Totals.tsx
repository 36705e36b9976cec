import { Button } from '@leadnest/ui';

import { useAnalyticsSummary } from '../api/metrics';
import { formatCount } from '../lib/figures';

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** The welcome line's totals (GET /api/analytics/{userId}): loading, the two counts, or a short failure with Retry. */
export function Totals({ userId }: { userId: string | undefined }) {
  const { data, isError, refetch } = useAnalyticsSummary(userId);
  const small = { fontSize: '0.875rem' };
  if (data) {
    return (
      <p style={small} data-testid="totals">
        {plural(data.totalConversations, 'conversation', 'conversations')} · {plural(data.totalAppointments, 'appointment', 'appointments')}
      </p>
    );
  }
  if (isError) {
    return (
      <p role="alert" style={small} data-testid="totals">
        Your totals could not be loaded.{' '}
        <Button size="sm" variant="ghost" onClick={() => void refetch()}>
          Retry
        </Button>
      </p>
    );
  }
  return userId ? (
    <p role="status" style={small} data-testid="totals">
      Loading totals…
    </p>
  ) : null;
}
