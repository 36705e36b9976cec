import { Card, EmptyState, Spinner, theme } from '@leadnest/ui';
import styled from 'styled-components';

import { useTodayShowings } from '../api/appointments';
import { timeIn } from '../lib/time';
import { PanelError } from './PanelError';

const StyledList = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${theme.space.sm} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
  small {
    display: block;
    color: ${theme.colors.textMuted};
  }
`;

/** Today's Property Showings, "today" and the times in the agent's time zone (the profile's; undefined: the browser's). */
export function TodayShowings({ timeZone }: { timeZone: string | undefined }) {
  const { data, isPending, error, refetch } = useTodayShowings(timeZone);
  return (
    <Card as="section" aria-labelledby="today-showings">
      <h2 id="today-showings" style={{ margin: `0 0 ${theme.space.md}`, fontSize: '1.125rem' }}>
        Today&apos;s Property Showings
      </h2>
      {isPending ? (
        <Spinner label="Loading showings" size={24} />
      ) : !data ? (
        // A failed refresh keeps what was shown (the next conversation event asks again); only a first load that failed says so.
        <PanelError title="Showings could not be loaded" error={error} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState title="No property showings scheduled for today" />
      ) : (
        <StyledList data-testid="today-showings">
          {data.map((a) => (
            <li key={a.id}>
              <strong>{a.leadName}</strong> · {timeIn(a.scheduledAt, timeZone)}
              <small>{a.propertyAddress ?? 'Address to be confirmed'}</small>
            </li>
          ))}
        </StyledList>
      )}
    </Card>
  );
}
