import type { LeadDetailDto } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, Dialog, DialogActions, theme } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

import { LeadPatchInput, useUpdateLead } from '../api/update-lead';
import { type ContactDraft, fieldErrors, sourceOptionsFor } from '../lib/contact-form';
import { ContactFields } from './ContactFields';

export interface EditContactDialogProps {
  lead: LeadDetailDto;
  open: boolean;
  onClose: () => void;
}

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space.md};
`;

const draftOf = (lead: LeadDetailDto): ContactDraft => ({
  name: lead.name,
  email: lead.email ?? '',
  phone: lead.phone ?? '',
  source: lead.source,
});

/** The panel's Edit: the lead's contact fields; only what changed is sent (an emptied email or phone is cleared). */
export function EditContactDialog({ lead, open, onClose }: EditContactDialogProps) {
  const [draft, setDraft] = useState<ContactDraft>(() => draftOf(lead));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateLead();
  const before = draftOf(lead);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Only what changed: a caller's lead keeps its `phone` source (which the API does not take) unless the agent picks another.
    const changed = Object.fromEntries(Object.entries(draft).filter(([k, v]) => v !== before[k as keyof ContactDraft]));
    if (Object.keys(changed).length === 0) return onClose();
    const parsed = LeadPatchInput.safeParse(changed);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    update.mutate(
      { id: lead.id, patch: parsed.data },
      {
        onSuccess: () => {
          publishNotification({ title: 'Lead Updated', description: `${draft.name.trim()}’s details were saved` });
          onClose();
        },
        onError: (error) => publishNotification({ title: 'Error', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} title={`Edit ${lead.name}`}>
      <StyledForm noValidate onSubmit={submit} aria-label="Edit contact details">
        <ContactFields draft={draft} errors={errors} onChange={setDraft} sourceOptions={sourceOptionsFor(lead.source)} />
        <DialogActions>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save'}
          </Button>
        </DialogActions>
      </StyledForm>
    </Dialog>
  );
}
