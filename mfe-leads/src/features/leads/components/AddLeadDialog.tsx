import type { LeadStage } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, CheckboxField, Dialog, DialogActions, FormField, Select, TextArea, theme } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

import { type CreatedLeadDto, LeadCreateInput, useCreateLead } from '../api/create-lead';
import { type ContactDraft, fieldErrors, STAGE_OPTIONS } from '../lib/contact-form';
import { ContactFields } from './ContactFields';

export interface AddLeadDialogProps {
  open: boolean;
  onClose: () => void;
  /** The lead that now holds the person (a new one, or theirs when the email or phone was known). */
  onAdded: (lead: CreatedLeadDto) => void;
}

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space.md};
`;

const EMPTY: ContactDraft = { name: '', email: '', phone: '', source: 'website' };

/**
 * Add Lead: a person the agent met or spoke to. One record per
 * person applies: a known email or phone goes into that lead (the toast
 * says so). Consent is the agent's word, recorded as "entered by agent".
 */
export function AddLeadDialog({ open, onClose, onAdded }: AddLeadDialogProps) {
  const [draft, setDraft] = useState<ContactDraft>(EMPTY);
  const [stage, setStage] = useState<LeadStage>('new');
  const [note, setNote] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateLead();

  const close = () => {
    setDraft(EMPTY);
    setStage('new');
    setNote('');
    setConsent(false);
    setErrors({});
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = LeadCreateInput.safeParse({ ...draft, stage, note: note.trim() || undefined, consent });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (lead) => {
        if (!lead) return;
        publishNotification(
          lead.merged
            ? { title: 'Lead Merged', description: `${lead.name} was already a lead: the details were added to it` }
            : { title: 'Lead Added', description: `${lead.name} was added` },
        );
        onAdded(lead);
        close();
      },
      onError: (error) => publishNotification({ title: 'Error', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
    });
  };

  return (
    <Dialog open={open} onClose={close} title="Add Lead" description="Someone you met or spoke to. A known email or phone goes into that person’s lead.">
      <StyledForm noValidate onSubmit={submit} aria-label="Add Lead">
        <ContactFields draft={draft} errors={errors} onChange={setDraft} />
        <FormField label="Stage" error={errors.stage}>
          <Select<LeadStage> value={stage} options={STAGE_OPTIONS} onChange={setStage} />
        </FormField>
        <FormField label="Notes" error={errors.note}>
          <TextArea value={note} rows={3} onChange={(e) => setNote(e.target.value)} />
        </FormField>
        <CheckboxField checked={consent} onChange={setConsent}>
          They agreed to be called and texted (recorded as entered by you)
        </CheckboxField>
        <DialogActions>
          <Button type="button" variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Adding…' : 'Add Lead'}
          </Button>
        </DialogActions>
      </StyledForm>
    </Dialog>
  );
}
