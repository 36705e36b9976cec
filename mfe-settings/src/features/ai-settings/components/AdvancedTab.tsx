import type { AdvancedSettings, UserProfileDto } from '@leadnest/contracts';
import { publishNotification } from '@leadnest/session';
import { Button, FormField, Select, Switch, TextInput, theme } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

import { boundError, numberOrDefault } from '../advanced-form';
import { usePatchAgent } from '../api/agent';
import { failed } from '../failed';

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space.md};
  max-width: 36rem;
`;

const SCORING = [
  { value: 'low', label: 'Low: leads turn hot sooner' },
  { value: 'medium', label: 'Medium (recommended)' },
  { value: 'high', label: 'High: only the readiest leads are hot' },
] as const;

type SwitchesAndScoring = Pick<AdvancedSettings, 'leadScoring' | 'calendarIntegration' | 'crmSync' | 'emailNotifications'>;

/** Advanced: delay, length, scoring strictness and three switches, saved together. */
export function AdvancedTab({ agent }: { agent: UserProfileDto }) {
  const saved = agent.advancedSettings;
  const patch = usePatchAgent(agent.id);
  const [delay, setDelay] = useState(String(saved.responseDelay));
  const [length, setLength] = useState(String(saved.maxResponseLength));
  // Only the four non-numeric settings: the saved delay and length must never ride along and overwrite the typed ones.
  const [rest, setRest] = useState<SwitchesAndScoring>(() => ({
    leadScoring: saved.leadScoring,
    calendarIntegration: saved.calendarIntegration,
    crmSync: saved.crmSync,
    emailNotifications: saved.emailNotifications,
  }));
  const [errors, setErrors] = useState<{ responseDelay?: string; maxResponseLength?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const responseDelay = numberOrDefault('responseDelay', delay);
    const maxResponseLength = numberOrDefault('maxResponseLength', length);
    const found = { responseDelay: boundError('responseDelay', responseDelay), maxResponseLength: boundError('maxResponseLength', maxResponseLength) };
    setErrors(found);
    if (found.responseDelay || found.maxResponseLength) return;
    setDelay(String(responseDelay));
    setLength(String(maxResponseLength));
    // The promise, not mutate's callbacks: a save that changes the settings remounts this tab (its key
    // is the saved settings), and react-query drops the callbacks of an unmounted caller with the toast.
    patch
      .mutateAsync({ advancedSettings: { ...rest, responseDelay, maxResponseLength } })
      .then(
        () => publishNotification({ title: 'Settings Saved', description: 'Your assistant uses them from its next reply.' }),
        failed('Update Failed', 'Failed to update settings. Please try again.'),
      );
  };

  return (
    <StyledForm onSubmit={submit} noValidate aria-label="Advanced settings">
      <FormField label="Response delay (seconds)" hint="How long chat and SMS leads wait for a reply (never on calls). 0–60." error={errors.responseDelay}>
        <TextInput inputMode="numeric" value={delay} onChange={(e) => setDelay(e.target.value)} />
      </FormField>
      <FormField
        label="Max response length (characters)"
        hint="Longer replies are cut at a sentence. 50–2000; texts stop at 320."
        error={errors.maxResponseLength}
      >
        <TextInput inputMode="numeric" value={length} onChange={(e) => setLength(e.target.value)} />
      </FormField>
      <FormField label="Lead scoring" hint="How strict the hot, warm and cold labels are.">
        <Select options={SCORING} value={rest.leadScoring} onChange={(leadScoring) => setRest({ ...rest, leadScoring })} />
      </FormField>
      <Switch
        label="Calendar integration"
        description="Offer free showing times from your calendar. Off: the assistant asks for a preferred time and you confirm it."
        checked={rest.calendarIntegration}
        onChange={(calendarIntegration) => setRest({ ...rest, calendarIntegration })}
      />
      <Switch
        label="CRM sync"
        description="Keep leads in step with a connected CRM. Connecting a CRM is not available yet, so this is saved but changes nothing for now."
        checked={rest.crmSync}
        onChange={(crmSync) => setRest({ ...rest, crmSync })}
      />
      <Switch
        label="Email notifications"
        description="Email me when a lead asks for a person."
        checked={rest.emailNotifications}
        onChange={(emailNotifications) => setRest({ ...rest, emailNotifications })}
      />
      <div>
        <Button type="submit" disabled={patch.isPending}>
          {patch.isPending ? 'Saving…' : 'Save Settings'}
        </Button>
      </div>
    </StyledForm>
  );
}
