import type { CallListDto, CampaignPriority } from '@leadnest/contracts';
import { MAX_SCRIPT } from '@leadnest/contracts/constants';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, Dialog, DialogActions, FormField, Select, TextArea, TextField } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';

import { useCreateCallList, useUpdateCallList } from '../api/call-lists';
import { failure, M, PRIORITY_OPTIONS, success } from '../lib/campaign-view';

export interface CampaignFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** Edit this campaign; without it the dialog creates one. */
  campaign?: CallListDto;
  /** The dashboard's form calls the description "Notes" (spec part 2, dashboard Campaigns tab). */
  descriptionLabel?: string;
}

/**
 * Create Campaign (name and call script required, description optional,
 * priority high / normal / low) and the campaign's Edit dialog, with the
 * spec's toasts (§8).
 */
export function CampaignFormDialog({ open, onClose, campaign, descriptionLabel = 'Description' }: CampaignFormDialogProps) {
  const [name, setName] = useState(campaign?.name ?? '');
  const [description, setDescription] = useState(campaign?.description ?? '');
  const [script, setScript] = useState(campaign?.script ?? '');
  const [priority, setPriority] = useState<CampaignPriority>(campaign?.priority ?? 'normal');
  const create = useCreateCallList();
  const update = useUpdateCallList();
  const pending = create.isPending || update.isPending;

  const close = () => {
    if (!campaign) {
      setName('');
      setDescription('');
      setScript('');
      setPriority('normal');
    }
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      publishNotification(failure(M.nameMissingTitle, M.nameMissing));
      return;
    }
    if (!script.trim()) {
      publishNotification(failure(campaign ? M.updateFailedTitle : M.createFailedTitle, M.scriptMissing));
      return;
    }
    const fields = { name: name.trim(), description: description.trim() || undefined, script: script.trim(), priority };
    if (campaign) {
      update.mutate(
        { id: campaign.id, patch: fields },
        {
          onSuccess: () => (publishNotification({ title: M.updatedTitle, description: M.updated }), onClose()),
          onError: (err) => publishNotification(failure(M.updateFailedTitle, serverMessage(err) ?? M.updateFailed)),
        },
      );
      return;
    }
    create.mutate(fields, {
      onSuccess: () => (publishNotification(success(M.created)), close()),
      onError: (err) => publishNotification(failure(M.createFailedTitle, serverMessage(err) ?? M.tryAgain)),
    });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={campaign ? 'Edit Campaign' : 'Create Campaign'}
      description="Your AI assistant calls the campaign's contacts with this script, only with their consent and between 8 am and 9 pm in their time zone."
    >
      <form onSubmit={submit} style={{ display: 'grid', gap: '0.75rem' }}>
        <TextField
          label="Campaign name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          maxLength={120}
          placeholder="Spring buyers follow-up"
        />
        <FormField label={descriptionLabel} hint="Optional">
          <TextArea value={description} onChange={(e) => setDescription(e.target.value)} rows={2} maxLength={1000} />
        </FormField>
        <FormField label="Call script" hint="What the assistant says and asks after introducing itself as an AI assistant.">
          <TextArea value={script} onChange={(e) => setScript(e.target.value)} rows={5} required maxLength={MAX_SCRIPT} />
        </FormField>
        <FormField label="Priority" hint="When several campaigns are calling, free lines go to high priority first, then normal, then low.">
          <Select options={PRIORITY_OPTIONS} value={priority} onChange={setPriority} />
        </FormField>
        <DialogActions>
          <Button type="button" variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {campaign ? 'Save Changes' : 'Create Campaign'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
