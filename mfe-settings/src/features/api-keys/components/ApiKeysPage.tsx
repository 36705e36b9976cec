import { type ApiKeyDto, type ApiKeyPlatform, DEFAULT_AI_BASE_URL, DEFAULT_AI_MODEL } from '@leadnest/contracts';
import { serverMessage } from '@leadnest/session';
import { Badge, Button, Card, EmptyState, PageFrame, Spinner, theme } from '@leadnest/ui';
import styled from 'styled-components';

import { useApiKeys } from '../api/keys';
import { KeyActions } from './KeyActions';
import { type KeyField, KeyForm } from './KeyForm';

const StyledStack = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  max-width: 48rem;
  > * {
    min-width: 0;
  }
  h2 {
    margin: 0 0 ${theme.space.xs};
    font-size: 1.125rem;
  }
  p {
    margin: 0 0 ${theme.space.md};
    color: ${theme.colors.textMuted};
  }
`;

const StyledSocial = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
  li {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space.md};
  }
`;

interface Group {
  platform: ApiKeyPlatform;
  title: string;
  name: string;
  description: string;
  keyLabel: string;
  fields: KeyField[];
}

const GROUPS: Group[] = [
  {
    platform: 'twilio',
    title: 'Phone provider (Twilio)',
    name: 'Twilio',
    description: 'Your own Twilio account, for your numbers, texts and calls.',
    keyLabel: 'Auth token',
    fields: [
      { name: 'accountSid', label: 'Account SID', placeholder: 'AC…' },
      { name: 'phoneNumber', label: 'Phone number', placeholder: '+1 555 010 0199', hint: 'The Twilio number the assistant answers on.' },
    ],
  },
  {
    platform: 'ai',
    title: 'AI provider',
    name: 'AI provider',
    description: 'Any OpenAI-compatible service words your assistant’s replies; without one, LeadNest’s own engine answers.',
    keyLabel: 'API key',
    fields: [
      { name: 'baseUrl', label: 'Base URL', placeholder: DEFAULT_AI_BASE_URL, hint: `Default ${DEFAULT_AI_BASE_URL}` },
      { name: 'model', label: 'Model', placeholder: DEFAULT_AI_MODEL, hint: `Default ${DEFAULT_AI_MODEL}` },
    ],
  },
];

function KeyGroup({ group, saved }: { group: Group; saved?: ApiKeyDto }) {
  return (
    <Card as="section" aria-labelledby={`${group.platform}-heading`}>
      <h2 id={`${group.platform}-heading`}>{group.title}</h2>
      <p>{group.description}</p>
      {saved ? <KeyActions saved={saved} platform={group.platform} name={group.name} /> : <Badge>Not saved</Badge>}
      <KeyForm
        key={saved?.updatedAt ?? 'new'}
        platform={group.platform}
        keyLabel={group.keyLabel}
        fields={group.fields}
        initial={saved?.additionalData ?? {}}
        saved={Boolean(saved)}
      />
    </Card>
  );
}

/**
 * API Keys (/api-keys, spec part 2): social media app keys
 * (LeadNest's own, read-only), the phone provider's and the AI provider's
 * keys, saved encrypted, only ever shown masked, each with Test and Remove.
 */
export function ApiKeysPage() {
  const keys = useApiKeys();
  if (keys.isPending)
    return (
      <PageFrame>
        <Spinner label="Loading your API keys" />
      </PageFrame>
    );
  if (keys.isError) {
    return (
      <PageFrame>
        <EmptyState
          role="alert"
          title="Your API keys could not be loaded."
          description={serverMessage(keys.error)}
          action={<Button onClick={() => void keys.refetch()}>Try again</Button>}
        />
      </PageFrame>
    );
  }
  const byPlatform = new Map(keys.data.map((k) => [k.platform, k]));
  return (
    <PageFrame subtitle="Keys for the services your assistant uses. Stored encrypted; only the last characters are ever shown.">
      <StyledStack>
        <Card as="section" aria-labelledby="social-heading">
          <h2 id="social-heading">Social media apps</h2>
          <p>Facebook and Instagram app keys belong to the LeadNest platform, not to your account: they are listed here read-only.</p>
          <StyledSocial>
            <li>
              <span>Facebook app</span>
              <Badge>Platform key (read-only)</Badge>
            </li>
            <li>
              <span>Instagram app</span>
              <Badge>Platform key (read-only)</Badge>
            </li>
          </StyledSocial>
        </Card>
        {GROUPS.map((group) => (
          <KeyGroup key={group.platform} group={group} saved={byPlatform.get(group.platform)} />
        ))}
      </StyledStack>
    </PageFrame>
  );
}
