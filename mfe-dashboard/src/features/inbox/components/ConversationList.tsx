import type { ConversationRowDto } from '@leadnest/contracts';
import { Badge, theme } from '@leadnest/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { PLATFORM_BADGE } from '../lib/platforms';

const StyledList = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledLink = styled(Link)<{ $current: boolean }>`
  display: grid;
  gap: 2px;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${(p) => (p.$current ? theme.colors.brand : theme.colors.border)};
  border-radius: ${theme.radii.md};
  background: ${(p) => (p.$current ? theme.colors.brandSoft : theme.colors.surface)};
  color: ${theme.colors.text};
  text-decoration: none;
  span.top {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.xs};
  }
  span.last {
    color: ${theme.colors.textMuted};
    font-size: 0.875rem;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;

export interface ConversationListProps {
  rows: readonly ConversationRowDto[];
  currentId: string | undefined;
  label: string;
}

/** Rows of the inbox: channel, lead, last message, unread, who is answering, the needs-a-person flag. */
export function ConversationList({ rows, currentId, label }: ConversationListProps) {
  return (
    <StyledList aria-label={label}>
      {rows.map((r) => (
        <li key={r.id} data-testid="inbox-row">
          <StyledLink to={`/conversations/${r.id}`} $current={r.id === currentId} aria-current={r.id === currentId ? 'page' : undefined}>
            <span className="top">
              <Badge tone="grey">{PLATFORM_BADGE[r.platform] ?? r.platform}</Badge>
              <strong style={{ fontWeight: r.unread ? 800 : 600 }}>{r.leadName}</strong>
              {r.unread ? <Badge tone="blue">New</Badge> : null}
              {r.status === 'needs-agent' ? <Badge tone="yellow">Needs you</Badge> : null}
              <Badge tone={r.aiPaused ? 'purple' : 'green'}>{r.aiPaused ? 'You' : 'AI'}</Badge>
            </span>
            <span className="last">{r.lastMessage ?? 'No messages yet'}</span>
          </StyledLink>
        </li>
      ))}
    </StyledList>
  );
}
