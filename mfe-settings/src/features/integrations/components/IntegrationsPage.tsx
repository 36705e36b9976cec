import { INTEGRATION_MESSAGES } from '@leadnest/contracts';
import { serverMessage, useSession } from '@leadnest/session';
import { useAuthWindowResult } from '@leadnest/session/connect-account';
import { Button, Card, EmptyState, PageFrame, Spinner, theme } from '@leadnest/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import styled from 'styled-components';

import { integrationKeys, useIntegrations } from '../api/integrations';
import { IntegrationCard } from './IntegrationCard';
import { useOAuthLanding } from './useOAuthLanding';
import { useReconnectNotice } from './useReconnectNotice';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  gap: ${theme.space.lg};
`;

const StyledNote = styled(Card)`
  margin-top: ${theme.space.xl};
  background: ${theme.colors.brandSoft};
`;

/** Connect Your Accounts (/api-settings, spec part 2): a card per account, Connected or Not Connected, and the security note. */
export function IntegrationsPage() {
  const { user, isLoading } = useSession();
  const integrations = useIntegrations(Boolean(user?.id));
  const queryClient = useQueryClient();
  useOAuthLanding(useCallback(() => void queryClient.invalidateQueries({ queryKey: integrationKeys.all }), [queryClient]));
  // The OAuth window says when it is done; the list is read again and the card flips.
  useAuthWindowResult(() => void queryClient.invalidateQueries({ queryKey: integrationKeys.all }));
  useReconnectNotice(integrations.data);

  // The shell's guard lets only a signed-in user here; on the remote's own dev page there may be none.
  if (!isLoading && !user?.id)
    return (
      <PageFrame>
        <EmptyState title="Sign in to connect your accounts." />
      </PageFrame>
    );
  if (integrations.isPending)
    return (
      <PageFrame>
        <Spinner label="Loading your connections" />
      </PageFrame>
    );
  if (integrations.isError) {
    return (
      <PageFrame>
        <EmptyState
          role="alert"
          title="Your connections could not be loaded."
          description={serverMessage(integrations.error)}
          action={<Button onClick={() => void integrations.refetch()}>Try again</Button>}
        />
      </PageFrame>
    );
  }
  return (
    <PageFrame subtitle="The accounts your AI assistant works with: your phone number, calendars and lead sources.">
      <StyledGrid>
        {integrations.data.map((integration) => (
          <IntegrationCard key={integration.platform} integration={integration} />
        ))}
      </StyledGrid>
      <StyledNote role="note">{INTEGRATION_MESSAGES.security}</StyledNote>
    </PageFrame>
  );
}
