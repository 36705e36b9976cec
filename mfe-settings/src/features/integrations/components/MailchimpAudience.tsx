import { MAILCHIMP_MESSAGES } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, FormField, Select, Spinner, theme } from '@leadnest/ui';
import { useState } from 'react';
import styled from 'styled-components';

import { useAudiences, useChooseAudience } from '../api/mailchimp';

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space.sm};
  > :first-child {
    flex: 1 1 12rem;
    min-width: 0;
  }
  && select {
    min-width: 0;
    width: 100%;
  }
`;

const StyledMessage = styled.p`
  margin: 0;
`;

const StyledHint = styled.p`
  margin: 0;
  font-size: 0.85rem;
`;

/**
 * The Email Marketing card's audience choice, once Mailchimp is connected:
 * the account's audiences (asked of Mailchimp each time the card opens),
 * the one new leads join, and Save. Nothing is sent before one is chosen.
 */
export function MailchimpAudience() {
  const audiences = useAudiences(true);
  const choose = useChooseAudience();
  const [picked, setPicked] = useState<string | null>(null);

  if (audiences.isPending) return <Spinner label="Loading your audiences" />;
  if (audiences.isError) {
    return (
      <div role="alert">
        <StyledMessage>{serverMessage(audiences.error) ?? MAILCHIMP_MESSAGES.unreachable}</StyledMessage>
        <Button variant="secondary" size="sm" onClick={() => void audiences.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { audiences: list, selectedId } = audiences.data;
  if (list.length === 0) {
    return (
      <div>
        <StyledMessage>Your Mailchimp account has no audiences yet. Create one in Mailchimp, then check again.</StyledMessage>
        <Button variant="secondary" size="sm" onClick={() => void audiences.refetch()} disabled={audiences.isFetching}>
          Check again
        </Button>
      </div>
    );
  }
  const value = picked ?? selectedId ?? '';
  const options = [
    ...(selectedId ? [] : [{ value: '', label: 'Choose an audience…' }]),
    ...list.map((a) => ({ value: a.id, label: `${a.name} (${a.memberCount.toLocaleString()})` })),
  ];
  const save = () =>
    choose.mutate(value, {
      onSuccess: (audience) => {
        setPicked(null);
        publishNotification({ title: 'Audience Saved', description: `New leads join ${audience?.name ?? 'this audience'}, tagged with their stage.` });
      },
      onError: (error) =>
        publishNotification({ title: 'Save Failed', description: serverMessage(error) ?? MAILCHIMP_MESSAGES.saveFailed, variant: 'destructive' }),
    });
  return (
    <div>
      <StyledRow>
        <FormField label="Audience for new leads">
          <Select options={options} value={value} onChange={setPicked} />
        </FormField>
        <Button size="sm" onClick={save} disabled={!value || value === selectedId || choose.isPending}>
          {choose.isPending ? 'Saving…' : 'Save'}
        </Button>
      </StyledRow>
      {selectedId ? null : <StyledHint>Choose where new leads go; nothing is sent until you do.</StyledHint>}
    </div>
  );
}
