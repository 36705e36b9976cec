import type { ApiKeyInput } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, FormField, TextInput, theme } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

import { useSaveApiKey } from '../api/keys';

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space.md};
  margin-top: ${theme.space.md};
`;

export interface KeyField {
  name: string;
  label: string;
  hint?: string;
  placeholder?: string;
}

export interface KeyFormProps {
  platform: ApiKeyInput['platform'];
  /** The secret's label ("Auth token", "API key"). */
  keyLabel: string;
  /** Non-secret settings saved beside it (additionalData). */
  fields: KeyField[];
  /** Their saved values, to start from. */
  initial: Record<string, string>;
  saved: boolean;
}

/** The secret (never shown again once saved: a new value replaces it) and its settings; PUT /api/user-api-keys. */
export function KeyForm({ platform, keyLabel, fields, initial, saved }: KeyFormProps) {
  const save = useSaveApiKey();
  const [apiKey, setApiKey] = useState('');
  const [extra, setExtra] = useState<Record<string, string>>(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spec part 2 §5: the key must not be blank after trimming.
    if (!apiKey.trim()) {
      publishNotification({ title: 'Missing API Key', description: 'Please enter a valid API key.', variant: 'destructive' });
      return;
    }
    const additionalData = Object.fromEntries(
      Object.entries(extra)
        .map(([k, v]) => [k, v.trim()])
        .filter(([, v]) => v),
    );
    save.mutate({ platform, apiKey, additionalData } as ApiKeyInput, {
      onSuccess: () => {
        setApiKey('');
        publishNotification({ title: 'API Key Saved', description: 'Stored encrypted; only the last characters are ever shown.' });
      },
      onError: (error) =>
        publishNotification({
          title: 'Error',
          description: serverMessage(error) ?? 'Failed to update API key. Please check your credentials.',
          variant: 'destructive',
        }),
    });
  };
  return (
    <StyledForm onSubmit={submit} noValidate aria-label={`${platform} key`}>
      {fields.map((field) => (
        <FormField key={field.name} label={field.label} hint={field.hint}>
          <TextInput
            value={extra[field.name] ?? ''}
            placeholder={field.placeholder}
            onChange={(e) => setExtra({ ...extra, [field.name]: e.target.value })}
            autoComplete="off"
          />
        </FormField>
      ))}
      <FormField label={keyLabel} hint={saved ? 'Leave as is to keep the saved one; a new value replaces it.' : undefined}>
        <TextInput type="password" value={apiKey} onChange={(e) => setApiKey(e.target.value)} autoComplete="new-password" />
      </FormField>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : saved ? 'Replace Key' : 'Save Key'}
        </Button>
      </div>
    </StyledForm>
  );
}
