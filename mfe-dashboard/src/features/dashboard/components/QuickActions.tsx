import { ButtonLink, Card, theme } from '@leadnest/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const ACTIONS = [
  { to: '/ai-settings', label: 'AI Settings' },
  { to: '/capture-builder', label: 'Create Lead Capture Page' },
  { to: '/api-settings', label: 'Connect Accounts' },
  { to: '/resources', label: 'Browse Templates' },
];

const StyledActions = styled.div`
  display: grid;
  gap: ${theme.space.sm};
`;

/** Quick Actions (spec part 1 §2). */
export function QuickActions() {
  return (
    <Card as="section" aria-labelledby="quick-actions">
      <h2 id="quick-actions" style={{ margin: `0 0 ${theme.space.md}`, fontSize: '1.125rem' }}>
        Quick Actions
      </h2>
      <StyledActions>
        {ACTIONS.map((a) => (
          <ButtonLink key={a.to} as={Link} to={a.to} variant="secondary">
            {a.label}
          </ButtonLink>
        ))}
      </StyledActions>
    </Card>
  );
}
