import type { ApiKeyDto, ApiKeyPlatform } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Badge, Button, ConfirmDialog, theme } from '@leadnest/ui';
import { useState } from 'react';
import styled from 'styled-components';

import { useRemoveApiKey, useTestApiKey } from '../api/keys';

const StyledSaved = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  code {
    overflow-wrap: anywhere;
  }
`;

const StyledResult = styled.p<{ $ok: boolean }>`
  margin: ${theme.space.sm} 0 0;
  color: ${(p) => (p.$ok ? theme.colors.success : theme.colors.danger)};
  overflow-wrap: anywhere;
`;

/** A saved key: masked, with Test (the provider's answer shown under it) and Remove. */
export function KeyActions({ saved, platform, name }: { saved: ApiKeyDto; platform: ApiKeyPlatform; name: string }) {
  const test = useTestApiKey();
  const remove = useRemoveApiKey();
  const [confirming, setConfirming] = useState(false);
  const run = () =>
    test.mutate(platform, {
      onSuccess: (result) =>
        publishNotification({
          title: result.ok ? 'Key Works' : 'Key Test Failed',
          description: result.message,
          variant: result.ok ? undefined : 'destructive',
        }),
      onError: (error) =>
        publishNotification({
          title: 'Key Test Failed',
          description: serverMessage(error) ?? 'The key could not be tested. Please try again.',
          variant: 'destructive',
        }),
    });
  return (
    <div>
      <StyledSaved>
        <Badge tone="green">Saved</Badge>
        <code aria-label={`Saved ${name} key`}>{saved.maskedKey}</code>
        <Button size="sm" variant="secondary" onClick={run} disabled={test.isPending}>
          {test.isPending ? 'Testing…' : 'Test'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
          Remove
        </Button>
      </StyledSaved>
      {test.data ? (
        <StyledResult role="status" $ok={test.data.ok}>
          {test.data.message}
        </StyledResult>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={`Remove your ${name} key?`}
        message="The key is deleted from LeadNest. Anything that uses it stops until you save a key again."
        confirmLabel="Remove"
        destructive
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(platform, {
            onSuccess: () => {
              setConfirming(false);
              test.reset();
              publishNotification({ title: 'Key Removed', description: `Your ${name} key was deleted.` });
            },
            onError: (error) =>
              publishNotification({
                title: 'Remove Failed',
                description: serverMessage(error) ?? 'The key could not be removed. Please try again.',
                variant: 'destructive',
              }),
          })
        }
      />
    </div>
  );
}
