import type { CallListContactDto } from '@leadnest/contracts';
import { Badge, Button, formatPhone, theme, Toolbar } from '@leadnest/ui';
import styled from 'styled-components';

import { contactStatusBadge, outcomeText, skipText } from '../lib/campaign-view';

const StyledRow = styled.li`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.sm} 0;
  border-bottom: 1px solid ${theme.colors.border};
  font-size: 0.875rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const StyledLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.xs} ${theme.space.sm};
`;

export interface ContactRowProps {
  contact: CallListContactDto;
  onEdit: () => void;
  onDelete: () => void;
}

/** One contact: number, status, attempts, consent, the last call's outcome and the last reason the dialer skipped them. */
export function ContactRow({ contact: c, onEdit, onDelete }: ContactRowProps) {
  const status = contactStatusBadge(c);
  const skip = skipText(c);
  return (
    <StyledRow data-testid="contact-row" aria-label={c.name}>
      <StyledLine>
        <strong>{c.name}</strong>
        <Badge tone={status.tone}>{status.label}</Badge>
      </StyledLine>
      <StyledLine style={{ color: theme.colors.textMuted }}>
        <span>
          {formatPhone(c.phone)}
          {c.email ? ` · ${c.email}` : ''}
        </span>
        <span>
          {c.callAttempts} {c.callAttempts === 1 ? 'attempt' : 'attempts'} · {c.consent ? 'Consent recorded' : 'No consent'}
        </span>
      </StyledLine>
      {c.lastOutcome ? <span>Last call: {outcomeText(c.lastOutcome)}</span> : null}
      {skip ? <span style={{ color: theme.colors.textMuted }}>Skipped: {skip}</span> : null}
      <Toolbar label={`Actions for ${c.name}`}>
        <Button type="button" size="sm" variant="secondary" onClick={onEdit}>
          Edit
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDelete}>
          Delete
        </Button>
      </Toolbar>
    </StyledRow>
  );
}
