import { INTEGRATION_MESSAGES, INTEGRATION_NAMES, type IntegrationDto, type OAuthPlatform } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { openAuthWindow } from '@leadnest/session/connect-account';
import { Badge, Button, Card, formatPhone, theme } from '@leadnest/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { useDisconnect } from '../api/integrations';
import { MailchimpAudience } from './MailchimpAudience';
import { MetaPages } from './MetaPages';

const DESCRIPTIONS: Record<IntegrationDto['platform'], string> = {
  twilio: 'Answers calls and texts on your number, around the clock.',
  google_calendar: 'Busy times block showings; booked showings appear in your calendar.',
  outlook_calendar: 'Busy times block showings; booked showings appear in your Outlook calendar.',
  email: 'New leads join your Mailchimp audience, tagged with their stage.',
  facebook: 'Facebook and Instagram lead ads become leads at once, and your assistant answers Messenger and Instagram direct messages.',
};

/** The provider behind a card, where it is not the card's own name: its Connect button and not-configured note say it. */
const PROVIDERS: Partial<Record<IntegrationDto['platform'], string>> = { email: 'Mailchimp' };

const StyledCard = styled(Card)`
  display: grid;
  gap: ${theme.space.sm};
  align-content: start;
  header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${theme.space.sm};
    flex-wrap: wrap;
  }
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

/** One account: its badge, what it does, and Connect / Disconnect (or why it cannot be connected here). */
export function IntegrationCard({ integration }: { integration: IntegrationDto }) {
  const name = INTEGRATION_NAMES[integration.platform];
  const provider = PROVIDERS[integration.platform] ?? name;
  const disconnect = useDisconnect();
  const [opening, setOpening] = useState(false);
  const platform = integration.platform as OAuthPlatform;
  const connect = () => {
    setOpening(true);
    void openAuthWindow(platform).finally(() => setOpening(false));
  };
  return (
    <StyledCard as="section" aria-labelledby={`integration-${integration.platform}`}>
      <header>
        <h2 id={`integration-${integration.platform}`}>{name}</h2>
        <Badge tone={integration.isActive ? 'green' : 'grey'}>{integration.isActive ? 'Connected' : 'Not Connected'}</Badge>
      </header>
      <p>{DESCRIPTIONS[integration.platform]}</p>
      {/* Facebook lists its pages below, one by one. */}
      {integration.account && !integration.pages?.length ? (
        // The phone card's account is its number: shown like every phone.
        <p>Account: {integration.platform === 'twilio' ? formatPhone(integration.account) : integration.account}</p>
      ) : null}
      {integration.platform === 'twilio' ? (
        <Link to="/ai-phone">{integration.isActive ? 'Manage phone numbers' : 'Set up your phone number'}</Link>
      ) : !integration.configured ? (
        <p role="note">{INTEGRATION_MESSAGES.notConfigured(provider)}</p>
      ) : integration.isActive ? (
        <>
          {integration.platform === 'email' ? <MailchimpAudience /> : null}
          {integration.pages?.length ? <MetaPages pages={integration.pages} onReconnect={connect} opening={opening} /> : null}
          <Button
            variant="secondary"
            disabled={disconnect.isPending}
            onClick={() =>
              disconnect.mutate(platform, {
                onSuccess: () => publishNotification({ title: 'Disconnected', description: `${name} is disconnected.` }),
                onError: (error) =>
                  publishNotification({ title: 'Disconnect Failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
              })
            }
          >
            Disconnect
          </Button>
        </>
      ) : (
        <Button onClick={connect} disabled={opening}>
          {opening ? 'Opening…' : `Connect ${provider}`}
        </Button>
      )}
    </StyledCard>
  );
}
