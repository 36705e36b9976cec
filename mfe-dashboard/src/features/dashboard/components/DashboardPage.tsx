import { OWNER_MANAGED_PATHS } from '@leadnest/remotes';
import { isTeamMember, useSession } from '@leadnest/session';
import { agentTimeZoneOf, Badge, ButtonLink, fromMd, PageFrame, theme } from '@leadnest/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { useLiveDashboard } from '../hooks/useLiveDashboard';
import { showsPhonePanel } from '../lib/labels';
import { ClientConversations } from './ClientConversations';
import { PhonePanelSlot } from './PhonePanelSlot';
import { QuickActions } from './QuickActions';
import { StatCards } from './StatCards';
import { TeamLeaderboard } from './TeamLeaderboard';
import { ThisWeek } from './ThisWeek';
import { TodayShowings } from './TodayShowings';
import { Totals } from './Totals';

// minmax(0, …) tracks: an auto track grows to its widest content's min-content
// (the phone panel's tab row), which pushed the page past a 390 px screen.
const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.lg};
  align-items: start;
  ${fromMd} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const StyledStack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.lg};
`;

const StyledWelcome = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin: -${theme.space.md} 0 ${theme.space.lg};
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

const NAV = [
  { to: '/leads', label: 'Leads' },
  { to: '/calendar', label: 'Calendar' },
  { to: '/analytics', label: 'Analytics' },
  { to: '/billing', label: 'Billing' },
];

const Gear = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </svg>
);

/** Dashboard (/dashboard, spec part 1 §2): where the agent starts the day. */
export function DashboardPage() {
  const { user } = useSession();
  useLiveDashboard();
  // The assistant answers an agent's chats while they have a plan (the guard let them in with one).
  const aiOnline = Boolean(user?.plan);
  // A team member who is not its owner works leads and conversations; the account's settings are the owner's (docs/decisions/0034-teams.md).
  const member = isTeamMember(user);
  const nav = member ? NAV.filter((n) => !OWNER_MANAGED_PATHS.has(n.to)) : NAV;
  return (
    <PageFrame
      actions={
        <>
          {nav.map((n) => (
            <ButtonLink key={n.to} as={Link} to={n.to} variant="secondary" size="sm">
              {n.label}
            </ButtonLink>
          ))}
          {member ? null : (
            <ButtonLink as={Link} to="/ai-settings" variant="ghost" size="sm" aria-label="AI settings">
              <Gear />
            </ButtonLink>
          )}
        </>
      }
    >
      <StyledWelcome>
        <p data-testid="welcome">Welcome back{user?.firstName ? `, ${user.firstName}` : ''}!</p>
        <Badge tone={aiOnline ? 'green' : 'grey'} data-testid="ai-status">
          {aiOnline ? 'AI Online' : 'AI Offline'}
        </Badge>
        <Totals userId={user?.id} />
      </StyledWelcome>
      {/* Each panel asks for its own data and shows its own loading and failure (PanelError): one failing call stops no other panel. */}
      <StatCards userId={user?.id} />
      <StyledColumns>
        <StyledStack>
          <ClientConversations />
          {!member && showsPhonePanel(user?.plan, user?.firstName) ? <PhonePanelSlot /> : null}
        </StyledStack>
        <StyledStack>
          <TodayShowings timeZone={agentTimeZoneOf(user)} />
          <ThisWeek userId={user?.id} />
          <TeamLeaderboard />
          <QuickActions member={member} />
        </StyledStack>
      </StyledColumns>
    </PageFrame>
  );
}
