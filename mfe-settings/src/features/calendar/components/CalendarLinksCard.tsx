import { INTEGRATION_NAMES } from '@leadnest/contracts';
import { Badge, Card, theme } from '@leadnest/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { useCalendarConnections } from '../api/calendar-connections';

const StyledText = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.textMuted};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space.md};
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${theme.space.sm};
    flex-wrap: wrap;
  }
  small {
    display: block;
    color: ${theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

/**
 * Calendar integrations: whether Google Calendar and Outlook are connected
 * (and to which account), with the way to /api-settings where they are
 * connected. While the list loads, or if it cannot be read, the card still
 * says what connecting does and links there.
 */
export function CalendarLinksCard() {
  const calendars = useCalendarConnections().data ?? [];
  const anyConnected = calendars.some((c) => c.isActive);
  return (
    <Card as="section" aria-labelledby="calendar-links-title">
      <h2 id="calendar-links-title">Calendar Integrations</h2>
      <StyledText>
        {anyConnected
          ? 'Busy times in your connected calendar block showings here, and appointments appear there.'
          : 'Connect Google Calendar or Outlook so busy times there block showings here, and appointments appear there.'}
      </StyledText>
      {calendars.length > 0 ? (
        <StyledList aria-label="Calendars">
          {calendars.map((c) => (
            <li key={c.platform}>
              <span>
                {INTEGRATION_NAMES[c.platform]}
                {c.isActive && c.account ? <small>{c.account}</small> : null}
              </span>
              <Badge tone={c.isActive ? 'green' : 'grey'}>{c.isActive ? 'Connected' : 'Not Connected'}</Badge>
            </li>
          ))}
        </StyledList>
      ) : null}
      <Link to="/api-settings">Manage calendar connections</Link>
    </Card>
  );
}
