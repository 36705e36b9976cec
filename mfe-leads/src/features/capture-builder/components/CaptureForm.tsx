import { CAPTURE_BACKGROUNDS, CAPTURE_BUTTON_COLORS, CAPTURE_FIELDS, type CaptureField } from '@leadnest/contracts';
import { Button, ChoiceGroup, FormField, TextArea, TextField, theme } from '@leadnest/ui';
import styled from 'styled-components';

import { BACKGROUNDS, BUTTON_COLORS, type CaptureDraft, FIELD_LABELS } from '../lib/presets';

export interface CaptureFormProps {
  draft: CaptureDraft;
  editing: boolean;
  pending: boolean;
  onChange: (draft: CaptureDraft) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space.md};
`;

/** Title, description, button text, background preset, button colour and form fields. */
export function CaptureForm({ draft, editing, pending, onChange, onSubmit, onCancel }: CaptureFormProps) {
  const set = <K extends keyof CaptureDraft>(key: K, value: CaptureDraft[K]) => onChange({ ...draft, [key]: value });
  const toggle = (field: CaptureField, on: boolean) =>
    set('fields', on ? CAPTURE_FIELDS.filter((f) => f === field || draft.fields.includes(f)) : draft.fields.filter((f) => f !== field));

  return (
    <StyledForm
      aria-label="Customize your page"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <TextField label="Title" value={draft.title} onChange={(e) => set('title', e.target.value)} />
      <FormField label="Description">
        <TextArea rows={3} value={draft.description} onChange={(e) => set('description', e.target.value)} />
      </FormField>
      <TextField label="Button text" value={draft.buttonText} onChange={(e) => set('buttonText', e.target.value)} />
      <ChoiceGroup>
        <legend>Background image</legend>
        {CAPTURE_BACKGROUNDS.map((bg) => (
          <label key={bg}>
            <input type="radio" name="backgroundImage" checked={draft.backgroundImage === bg} onChange={() => set('backgroundImage', bg)} />
            <span aria-hidden="true" style={{ width: '1.5rem', height: '1rem', borderRadius: 4, background: BACKGROUNDS[bg].css }} />
            {BACKGROUNDS[bg].label}
          </label>
        ))}
      </ChoiceGroup>
      <ChoiceGroup>
        <legend>Button colour</legend>
        {CAPTURE_BUTTON_COLORS.map((c) => (
          <label key={c}>
            <input type="radio" name="buttonColor" checked={draft.buttonColor === c} onChange={() => set('buttonColor', c)} />
            {BUTTON_COLORS[c].label}
          </label>
        ))}
      </ChoiceGroup>
      <ChoiceGroup>
        <legend>Form fields</legend>
        {CAPTURE_FIELDS.map((f) => (
          <label key={f}>
            <input type="checkbox" checked={draft.fields.includes(f)} onChange={(e) => toggle(f, e.target.checked)} />
            {FIELD_LABELS[f]}
          </label>
        ))}
      </ChoiceGroup>
      <div style={{ display: 'flex', gap: theme.space.sm }}>
        <Button type="submit" disabled={pending}>
          {editing ? 'Save Changes' : 'Create Page'}
        </Button>
        {editing ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </StyledForm>
  );
}
