import { callNowRefusal, type ConversationFilter, type ConversationRowDto } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Badge, Button, ButtonLink, Card, EmptyState, Spinner, theme, Toolbar } from '@leadnest/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { useCallLead } from '../api/call-lead';
import { useClientConversations } from '../api/conversations';
import { useTakeOver } from '../api/take-over';
import { isTakenOver, PLATFORM_LABEL, scoreBadge } from '../lib/labels';
import { PanelError } from './PanelError';
import { PlatformIcon } from './PlatformIcon';

const FILTERS: { value: ConversationFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'qualified', label: 'Qualified' },
  { value: 'interested', label: 'Interested' },
];

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
`;

const StyledWho = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  min-width: 0;
  strong {
    overflow-wrap: anywhere;
  }
  small {
    color: ${theme.colors.textMuted};
  }
`;

function ConversationRow({ row }: { row: ConversationRowDto }) {
  const navigate = useNavigate();
  const takeOver = useTakeOver();
  const call = useCallLead();
  const score = scoreBadge(row.leadScore);
  const takenOver = isTakenOver(row);
  const openTakenOver = () =>
    takeOver.mutate(row.id, {
      onSuccess: () => navigate(`/conversations/${row.id}`),
      onError: (error) => publishNotification({ title: 'Take Over Failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
    });
  const callNow = () =>
    row.leadId &&
    call.mutate(row.leadId, {
      onSuccess: (res) =>
        publishNotification({ title: 'Call Initiated', description: res ? `AI calling ${res.name} at ${res.phone}` : `AI calling ${row.leadName}` }),
      onError: (error) => publishNotification({ ...callNowRefusal(error), variant: 'destructive' }),
    });
  return (
    <StyledRow data-testid="conversation-row">
      <StyledWho>
        <PlatformIcon platform={row.platform} />
        <div>
          <strong>{row.leadName}</strong>
          <br />
          <small>{PLATFORM_LABEL[row.platform]}</small>
        </div>
        <Badge tone={score.tone} data-testid="score-label">
          {score.text}
        </Badge>
        {row.status === 'needs-agent' ? <Badge tone="yellow">Needs you</Badge> : null}
        {/* The inbox's marks: purple while the agent answers (the AI paused), red once the lead opted out. */}
        {takenOver ? (
          <Badge tone="purple" data-testid="taken-over">
            Taken over: you are answering
          </Badge>
        ) : null}
        {row.status === 'opted-out' ? <Badge tone="red">Opted out</Badge> : null}
      </StyledWho>
      <Toolbar label={`Actions for ${row.leadName}`}>
        {takenOver ? (
          // Already the agent's: open it, no second take-over.
          <ButtonLink as={Link} to={`/conversations/${row.id}`} size="sm">
            Open Chat
          </ButtonLink>
        ) : (
          <Button size="sm" disabled={takeOver.isPending} onClick={openTakenOver}>
            Take Over Chat
          </Button>
        )}
        <Button size="sm" variant="secondary" disabled={!row.leadId || call.isPending} title={row.leadId ? undefined : 'No lead yet'} onClick={callNow}>
          Call Now
        </Button>
      </Toolbar>
    </StyledRow>
  );
}

/** Client Conversations: the latest conversations with working All / Qualified / Interested filters. */
export function ClientConversations() {
  const [filter, setFilter] = useState<ConversationFilter>('all');
  const { data, isPending, error, isFetching, refetch } = useClientConversations(filter);
  return (
    <Card as="section" aria-labelledby="client-conversations">
      <StyledHead>
        <h2 id="client-conversations">Client Conversations</h2>
        <Toolbar label="Conversation filter">
          {FILTERS.map((f) => (
            <Button
              key={f.value}
              size="sm"
              variant={filter === f.value ? 'primary' : 'secondary'}
              aria-pressed={filter === f.value}
              onClick={() => setFilter(f.value)}
            >
              {f.label}
            </Button>
          ))}
        </Toolbar>
      </StyledHead>
      {isPending ? (
        <Spinner label="Loading conversations" />
      ) : !data ? (
        <PanelError title="Conversations could not be loaded" error={error} onRetry={() => void refetch()} />
      ) : data.conversations.length === 0 ? (
        <EmptyState title="No client conversations yet..." />
      ) : (
        <StyledList aria-busy={isFetching} data-testid="conversation-list">
          {data.conversations.map((row) => (
            <ConversationRow key={row.id} row={row} />
          ))}
        </StyledList>
      )}
      <p style={{ margin: `${theme.space.md} 0 0` }}>
        <ButtonLink as={Link} to="/conversations" variant="ghost" size="sm">
          Open all conversations
        </ButtonLink>
      </p>
    </Card>
  );
}
