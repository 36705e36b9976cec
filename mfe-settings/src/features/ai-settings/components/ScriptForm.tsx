import { AI_SCRIPT_CATEGORIES, type AiScriptCategory, type AiScriptDto, type AiScriptInput } from '@leadnest/contracts';
import { Button, FormField, Select, TextArea, TextInput, theme } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space.md};
`;

const CATEGORY_OPTIONS = AI_SCRIPT_CATEGORIES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }));

export interface ScriptFormProps {
  /** The script being edited; absent: a new one. */
  initial?: AiScriptDto;
  pending: boolean;
  onSubmit: (input: AiScriptInput) => void;
  onCancel?: () => void;
}

/** Name, category (buyer by default), triggers one per line (blank lines dropped), the response. */
export function ScriptForm({ initial, pending, onSubmit, onCancel }: ScriptFormProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [category, setCategory] = useState<AiScriptCategory>(initial?.category ?? 'buyer');
  const [triggers, setTriggers] = useState(initial?.triggers.join('\n') ?? '');
  const [response, setResponse] = useState(initial?.response ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const list = triggers
      .split('\n')
      .map((t) => t.trim())
      .filter(Boolean);
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = 'Please enter a script name.';
    if (!list.length) found.triggers = 'Please enter at least one trigger phrase.';
    if (!response.trim()) found.response = 'Please enter the script’s response.';
    setErrors(found);
    if (Object.keys(found).length) return;
    onSubmit({ name, category, triggers: list, response });
  };
  return (
    <StyledForm onSubmit={submit} noValidate aria-label={initial ? `Edit ${initial.name}` : 'New AI script'}>
      <FormField label="Script name" error={errors.name}>
        <TextInput value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
      </FormField>
      <FormField label="Category">
        <Select options={CATEGORY_OPTIONS} value={category} onChange={setCategory} />
      </FormField>
      <FormField label="Triggers" hint="One phrase per line; a lead message containing one gets this reply." error={errors.triggers}>
        <TextArea rows={3} value={triggers} onChange={(e) => setTriggers(e.target.value)} />
      </FormField>
      <FormField label="Response" error={errors.response}>
        <TextArea rows={3} value={response} onChange={(e) => setResponse(e.target.value)} maxLength={2000} />
      </FormField>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : initial ? 'Save Script' : 'Create Script'}
        </Button>{' '}
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </StyledForm>
  );
}
