import { serverMessage } from '@leadnest/session';
import { Card, EmptyState, Spinner, theme } from '@leadnest/ui';
import styled from 'styled-components';

import { useTodayShowings } from '../api/appointments';
import { timeIn } from '../lib/time';

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

/** Today's Property Showings, "today" and the times in the agent's time zone. */
export function TodayShowings({ timeZone }: { timeZone: string | undefined }) {
  const { data, isPending, isError, error } = useTodayShowings(timeZone);
  return (
    <Card as="section" aria-labelledby="today-showings">
      <h2 id="today-showings" style={{ margin: `0 0 ${theme.space.md}`, fontSize: '1.125rem' }}>
        Today&apos;s Property Showings
      </h2>
      {isPending ? (
        <Spinner label="Loading showings" size={24} />
      ) : isError ? (
        <EmptyState role="alert" title="Showings could not be loaded" description={serverMessage(error) ?? 'Please try again.'} />
      ) : data.length === 0 ? (
        <EmptyState title="No property showings scheduled for today" />
      ) : (
        <StyledList data-testid="today-showings">
          {data.map((a) => (
            <li key={a.id}>
              <strong>{a.leadName}</strong> · {timeIn(a.scheduledAt, timeZone!)}
              <small>{a.propertyAddress ?? 'Address to be confirmed'}</small>
            </li>
          ))}
        </StyledList>
      )}
    </Card>
  );
}
