import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, theme } from '@leadnest/ui';

const StyledText = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.textMuted};
`;

/** Calendar integrations: where Google Calendar and Outlook are connected (/api-settings). */
export function CalendarLinksCard() {
  return (
    <Card as="section" aria-labelledby="calendar-links-title">
      <h2 id="calendar-links-title">Calendar Integrations</h2>
      <StyledText>Connect Google Calendar or Outlook so busy times there block showings here, and appointments appear there.</StyledText>
      <Link to="/api-settings">Manage calendar connections</Link>
    </Card>
  );
}
