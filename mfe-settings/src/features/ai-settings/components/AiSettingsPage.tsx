import type { UserProfileDto } from '@leadnest/contracts';
import { publishNotification, serverMessage, useSession } from '@leadnest/session';
import { Badge, Button, Card, EmptyState, PageFrame, Spinner, Switch, theme, UrlTabs } from '@leadnest/ui';
import styled from 'styled-components';

import { useAgent, usePatchAgent } from '../api/agent';
import { failed } from '../failed';
import { AdvancedTab } from './AdvancedTab';
import { GoalsTab } from './GoalsTab';
import { PersonalityTab } from './PersonalityTab';
import { TryAssistant } from './TryAssistant';

const StyledLayout = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  align-items: start;
  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledStatus = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.lg};
  > div:first-child {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
  }
`;

/** 'AI Online': on when the assistant answers this agent's leads; the switch pauses it on every channel. */
function OnlineStatus({ agent }: { agent: UserProfileDto }) {
  const patch = usePatchAgent(agent.id);
  const online = !agent.aiAssistantPaused;
  const toggle = (next: boolean) =>
    patch.mutate(
      { aiAssistantPaused: !next },
      {
        onSuccess: () =>
          publishNotification({
            title: next ? 'AI Online' : 'AI Paused',
            description: next ? 'Your assistant is answering leads again.' : 'Your assistant will not answer any lead until you turn it back on.',
          }),
        onError: failed('Update Failed', 'Failed to update settings. Please try again.'),
      },
    );
  return (
    <StyledStatus role="region" aria-label="Assistant status">
      <div>
        <Badge tone={online ? 'green' : 'grey'} data-testid="ai-online">
          {online ? 'AI Online' : 'AI Paused'}
        </Badge>
        <span>{online ? 'Your assistant answers chat, SMS and calls.' : 'Your assistant answers nobody while paused.'}</span>
      </div>
      <Switch label="Assistant answering" checked={online} onChange={toggle} disabled={patch.isPending} />
    </StyledStatus>
  );
}

/**
 * AI Settings (/ai-settings, spec part 2): the 'AI Online'
 * indicator, three tabs (AI Goals & Strategy with the AI scripts,
 * Personality, Advanced) and "Try your assistant" beside them, answering
 * with what is saved.
 */
export function AiSettingsPage() {
  const { user, isLoading } = useSession();
  const agent = useAgent(user?.id);
  if (!isLoading && !user)
    return (
      <PageFrame>
        <EmptyState title="Sign in to set up your assistant." />
      </PageFrame>
    );
  if (agent.isPending)
    return (
      <PageFrame>
        <Spinner label="Loading your AI settings" />
      </PageFrame>
    );
  if (agent.isError) {
    return (
      <PageFrame>
        <EmptyState
          role="alert"
          title="Your AI settings could not be loaded."
          description={serverMessage(agent.error)}
          action={<Button onClick={() => void agent.refetch()}>Try again</Button>}
        />
      </PageFrame>
    );
  }
  const data = agent.data;
  return (
    <PageFrame subtitle="Shape how your assistant talks, what it aims for, and try it out.">
      <OnlineStatus agent={data} />
      <StyledLayout>
        <Card>
          <UrlTabs
            label="AI settings"
            tabs={[
              { id: 'goals', label: 'AI Goals & Strategy', panel: <GoalsTab agent={data} /> },
              { id: 'personality', label: 'Personality', panel: <PersonalityTab agent={data} /> },
              { id: 'advanced', label: 'Advanced', panel: <AdvancedTab key={JSON.stringify(data.advancedSettings)} agent={data} /> },
            ]}
          />
        </Card>
        <TryAssistant />
      </StyledLayout>
    </PageFrame>
  );
}
