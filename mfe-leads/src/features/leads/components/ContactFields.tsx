import type { LeadSource } from '@leadnest/contracts';
import { FormField, Select, TextField } from '@leadnest/ui';

import { type ContactDraft, SOURCE_OPTIONS } from '../lib/contact-form';

export interface ContactFieldsProps {
  draft: ContactDraft;
  errors: Record<string, string>;
  onChange: (draft: ContactDraft) => void;
  /** The sources offered; the five an agent may pick unless told (Edit adds the lead's own, see sourceOptionsFor). */
  sourceOptions?: { value: LeadSource; label: string }[];
}

/** Name, email, phone and source: the fields Add Lead and the panel's Edit share. */
export function ContactFields({ draft, errors, onChange, sourceOptions = SOURCE_OPTIONS }: ContactFieldsProps) {
  return (
    <>
      <TextField label="Name" value={draft.name} error={errors.name} autoComplete="off" onChange={(e) => onChange({ ...draft, name: e.target.value })} />
      <TextField
        label="Email"
        type="email"
        value={draft.email}
        error={errors.email}
        autoComplete="off"
        onChange={(e) => onChange({ ...draft, email: e.target.value })}
      />
      <TextField
        label="Phone"
        type="tel"
        value={draft.phone}
        error={errors.phone}
        hint="Any format, e.g. (512) 555-0123"
        autoComplete="off"
        onChange={(e) => onChange({ ...draft, phone: e.target.value })}
      />
      <FormField label="Source" error={errors.source}>
        <Select<LeadSource> value={draft.source} options={sourceOptions} onChange={(source) => onChange({ ...draft, source })} />
      </FormField>
    </>
  );
}
