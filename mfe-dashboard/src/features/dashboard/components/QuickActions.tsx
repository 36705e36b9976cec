import { OWNER_MANAGED_PATHS } from '@leadnest/remotes';
import { ButtonLink, Card, theme } from '@leadnest/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const ACTIONS = [
  { to: '/ai-settings', label: 'AI Settings' },
  { to: '/capture-builder', label: 'Create Lead Capture Page' },
  { to: '/api-settings', label: 'Connect Accounts' },
  { to: '/resources', label: 'Browse Templates' },
];

/** A team member's: their work, not the account's settings, which the owner manages (docs/decisions/0034-teams.md). */
const MEMBER_ACTIONS = [
  { to: '/leads?assigned=unassigned', label: 'Claim from the Pool' },
  { to: '/calendar', label: 'My Calendar' },
  ...ACTIONS.filter((a) => !OWNER_MANAGED_PATHS.has(a.to)),
];

const StyledActions = styled.div`
  display: grid;
  gap: ${theme.space.sm};
`;

/** Quick Actions (spec part 1 §2); a team member's own set (`member`). */
export function QuickActions({ member = false }: { member?: boolean }) {
  return (
    <Card as="section" aria-labelledby="quick-actions">
      <h2 id="quick-actions" style={{ margin: `0 0 ${theme.space.md}`, fontSize: '1.125rem' }}>
        Quick Actions
      </h2>
      <StyledActions>
        {(member ? MEMBER_ACTIONS : ACTIONS).map((a) => (
          <ButtonLink key={a.to} as={Link} to={a.to} variant="secondary">
            {a.label}
          </ButtonLink>
        ))}
      </StyledActions>
    </Card>
  );
}
