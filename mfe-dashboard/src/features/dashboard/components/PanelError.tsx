import { serverMessage } from '@leadnest/session';
import { Button, EmptyState } from '@leadnest/ui';

export interface PanelErrorProps {
  /** What failed, as the panel's heading reads it: 'Showings could not be loaded'. */
  title: string;
  /** The failed request's error: the server's message when it sent a readable one. */
  error: unknown;
  /** Asks again (the query's refetch). */
  onRetry: () => void;
}

/**
 * A dashboard panel whose own request failed: what failed, why when the
 * server said, and Retry. Each panel shows its own, so one failing call
 * never leaves another panel (or this one) spinning. No toast: the spec's
 * error catalogue (part 1 §8) gives none for the dashboard's reads, and the
 * panel already says it where the agent looks.
 */
export function PanelError({ title, error, onRetry }: PanelErrorProps) {
  return (
    <EmptyState
      role="alert"
      title={title}
      description={serverMessage(error) ?? 'Please try again.'}
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
