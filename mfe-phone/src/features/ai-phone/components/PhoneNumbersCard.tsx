import { PHONE_MESSAGES, type PhoneNumberDto } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, Card, EmptyState, formatPhone, Spinner, Switch, theme } from '@leadnest/ui';
import { useState } from 'react';
import styled from 'styled-components';

import { usePhoneNumbers, useUpdatePhoneNumber } from '../api/phone-numbers';
import { usePhoneSettings } from '../api/phone-settings';
import { useAssignNumber } from '../api/wizard';
import { NumberSettingsDialog } from './NumberSettingsDialog';
import { PhoneWizard } from './PhoneWizard';
import { ReleaseNumberDialog } from './ReleaseNumberDialog';

const StyledRow = styled.li`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md} 0;
  border-top: 1px solid ${theme.colors.border};
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

function NumberRow({ number, onSettings, onRelease }: { number: PhoneNumberDto; onSettings: () => void; onRelease: () => void }) {
  const update = useUpdatePhoneNumber();
  const toggle = (field: 'isInboundEnabled' | 'isOutboundEnabled', on: boolean) =>
    update.mutate(
      { id: number.id, patch: { [field]: on } },
      {
        onError: (e) => publishNotification({ title: 'Update Failed', description: serverMessage(e) ?? 'Could not update the number', variant: 'destructive' }),
      },
    );
  return (
    <StyledRow>
      <StyledHead>
        <strong style={{ fontSize: '1.0625rem' }}>{formatPhone(number.phoneNumber)}</strong>
        <span style={{ display: 'flex', gap: theme.space.sm }}>
          <Button size="sm" variant="secondary" onClick={onSettings}>
            Settings
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={onRelease}
            aria-label={`${number.provider === 'platform' ? 'Release' : 'Disconnect'} ${formatPhone(number.phoneNumber)}`}
          >
            {number.provider === 'platform' ? 'Release' : 'Disconnect'}
          </Button>
        </span>
      </StyledHead>
      <Switch label="Inbound calls and texts" checked={number.isInboundEnabled} disabled={update.isPending} onChange={(on) => toggle('isInboundEnabled', on)} />
      <Switch label="Outbound calls" checked={number.isOutboundEnabled} disabled={update.isPending} onChange={(on) => toggle('isOutboundEnabled', on)} />
    </StyledRow>
  );
}

/** The agent's numbers with their switches, or 'No phone number set up' and the ways to get one. */
export function PhoneNumbersCard() {
  const numbers = usePhoneNumbers();
  const settings = usePhoneSettings();
  const assign = useAssignNumber();
  const [wizardOpen, setWizardOpen] = useState(false);
  const [editing, setEditing] = useState<PhoneNumberDto | null>(null);
  const [releasing, setReleasing] = useState<PhoneNumberDto | null>(null);

  const getDedicated = () =>
    assign.mutate(undefined, {
      onSuccess: (res) =>
        publishNotification({ title: PHONE_MESSAGES.assignSuccessTitle, description: res.message || PHONE_MESSAGES.assigned(formatPhone(res.phoneNumber)) }),
      onError: (e) =>
        publishNotification({
          title: PHONE_MESSAGES.assignFailedTitle,
          description: serverMessage(e) ?? PHONE_MESSAGES.assignFailedFallback,
          variant: 'destructive',
        }),
    });

  // No account serves this agent: the platform offers no dedicated number here, so only the wizard (their own Twilio) can help.
  const noProvider = settings.data?.providerReady === false;
  const actions = (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, justifyContent: 'center' }}>
      <Button onClick={() => setWizardOpen(true)}>Set Up Phone Number</Button>
      {noProvider ? null : (
        <Button variant="secondary" onClick={getDedicated} disabled={assign.isPending}>
          {assign.isPending ? 'Assigning…' : 'Get a Dedicated Number'}
        </Button>
      )}
    </div>
  );

  return (
    <Card>
      <h2 style={{ margin: `0 0 ${theme.space.sm}`, fontSize: '1.125rem' }}>Phone Numbers</h2>
      {numbers.isPending ? (
        <Spinner label="Loading phone numbers" />
      ) : numbers.isError ? (
        <EmptyState role="alert" title="Phone numbers could not be loaded." description="Please reload the page." />
      ) : numbers.data.length === 0 ? (
        <EmptyState
          title="No phone number set up"
          description={noProvider ? PHONE_MESSAGES.platformNotConfigured : 'Get a dedicated number, or connect your own Twilio account.'}
          action={actions}
        />
      ) : (
        <>
          <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {numbers.data.map((n) => (
              <NumberRow key={n.id} number={n} onSettings={() => setEditing(n)} onRelease={() => setReleasing(n)} />
            ))}
          </ul>
          <div style={{ marginTop: theme.space.md }}>
            <Button variant="ghost" size="sm" onClick={() => setWizardOpen(true)}>
              Add another number
            </Button>
          </div>
        </>
      )}
      <PhoneWizard open={wizardOpen} onClose={() => setWizardOpen(false)} />
      {editing ? <NumberSettingsDialog number={editing} onClose={() => setEditing(null)} /> : null}
      <ReleaseNumberDialog number={releasing} onClose={() => setReleasing(null)} />
    </Card>
  );
}
