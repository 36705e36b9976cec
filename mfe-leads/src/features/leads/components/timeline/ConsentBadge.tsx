import type { ConsentBadgeDto } from '@leadnest/contracts';
import { Badge, theme } from '@leadnest/ui';
import styled from 'styled-components';

import { useAgentTimeZone } from '../../hooks/use-agent-time-zone';
import { formatDateTime } from '../../lib/lead-time';

export interface ConsentBadgeProps {
  consent: ConsentBadgeDto;
}

const StyledConsent = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.md};
  font-size: 0.8125rem;
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const LABELS = {
  given: { text: 'Consent given', tone: 'green' },
  withdrawn: { text: 'Consent withdrawn', tone: 'red' },
  none: { text: 'No consent recorded', tone: 'grey' },
} as const;

/** What the person agreed to (or withdrew), when and where: whether the agent may call and text them (FCC 24-17). */
export function ConsentBadge({ consent }: ConsentBadgeProps) {
  const label = LABELS[consent.state];
  const timeZone = useAgentTimeZone();
  return (
    <StyledConsent data-testid="consent-badge" data-state={consent.state}>
      <span>
        <Badge tone={label.tone}>{label.text}</Badge>
        {consent.at ? ` ${formatDateTime(consent.at, timeZone)}` : ''}
        {consent.where ? ` · ${consent.where}` : ''}
      </span>
      {consent.what ? <span>{consent.what}</span> : null}
    </StyledConsent>
  );
}
