import { type ConsentChannel, LEAD_CONSENT_MESSAGES, type LeadConsentMethod, type LeadConsentRecordInput } from '@leadnest/contracts';
import { Button, CheckboxField, DateInput, Dialog, DialogActions, FieldError, FormField, Select, TextInput, theme, TimeSelect } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';

import { CONSENT_STEP_MINUTES, consentPickError, defaultConsentPick } from '../../lib/consent-time';
import { type FollowUpPick, localDate, pickToIso } from '../../lib/follow-up-time';

export interface RecordConsentDialogProps {
  leadName: string;
  pending: boolean;
  /** Resolves when recorded (the dialog closes), rejects when refused (it stays open). */
  onSubmit: (input: LeadConsentRecordInput) => Promise<unknown>;
  onClose: () => void;
  /** The agent's IANA zone: the date and time are wall time there. Absent: the browser's. */
  timeZone?: string;
}

const METHODS: { value: LeadConsentMethod; label: string }[] = [
  { value: 'written', label: 'Written form' },
  { value: 'verbal', label: 'Verbal, on a call' },
  { value: 'web-form', label: 'Website form' },
  { value: 'other', label: 'Other' },
];

/**
 * "Record consent": the agent attests how and when the person agreed to be
 * called and/or texted (FCC 24-17 asks for when, where and how before an AI
 * call). Kept with the agent's name; a time in the future is refused here
 * with the API's own message.
 */
export function RecordConsentDialog({ leadName, pending, onSubmit, onClose, timeZone }: RecordConsentDialogProps) {
  const [method, setMethod] = useState<LeadConsentMethod>('verbal');
  const [detail, setDetail] = useState('');
  const [channels, setChannels] = useState<Record<ConsentChannel, boolean>>({ calls: true, texts: true });
  const [pick, setPick] = useState<FollowUpPick>(() => defaultConsentPick(new Date(), timeZone));
  const [touched, setTouched] = useState(false);

  const chosen = (Object.keys(channels) as ConsentChannel[]).filter((c) => channels[c]);
  const error =
    consentPickError(pick, Date.now(), timeZone) ??
    (chosen.length === 0 ? LEAD_CONSENT_MESSAGES.channelsMissing : null) ??
    (method === 'other' && !detail.trim() ? LEAD_CONSENT_MESSAGES.otherMissing : null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    const at = pickToIso(pick, timeZone);
    if (error || !at || pending) return;
    const input: LeadConsentRecordInput = { method, channels: chosen, at, ...(detail.trim() ? { detail: detail.trim() } : {}) };
    void onSubmit(input).then(onClose, () => undefined);
  };

  return (
    <Dialog open onClose={onClose} title="Record Consent" description={`How and when did ${leadName} agree to be contacted?`}>
      <form onSubmit={submit} noValidate style={{ marginTop: theme.space.md, display: 'grid', gap: theme.space.md }}>
        <FormField label="How consent was given">
          <Select<LeadConsentMethod> data-autofocus value={method} options={METHODS} onChange={setMethod} />
        </FormField>
        {method === 'other' ? (
          <FormField label="Describe how">
            <TextInput value={detail} maxLength={300} placeholder="e.g. signed the open house sheet" onChange={(e) => setDetail(e.target.value)} />
          </FormField>
        ) : null}
        <fieldset style={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: theme.space.xs }}>
          <legend style={{ fontSize: '0.875rem', marginBottom: theme.space.xs }}>They agreed to</legend>
          <CheckboxField checked={channels.calls} onChange={(calls) => setChannels((c) => ({ ...c, calls }))}>
            Calls, including AI calls
          </CheckboxField>
          <CheckboxField checked={channels.texts} onChange={(texts) => setChannels((c) => ({ ...c, texts }))}>
            Texts
          </CheckboxField>
        </fieldset>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md }}>
          <FormField label="Date given">
            <DateInput value={pick.date} max={localDate(new Date(), timeZone)} onChange={(date) => setPick((p) => ({ ...p, date }))} />
          </FormField>
          <FormField label="Time given">
            <TimeSelect value={pick.time} fromHour={0} toHour={23} stepMinutes={CONSENT_STEP_MINUTES} onChange={(time) => setPick((p) => ({ ...p, time }))} />
          </FormField>
        </div>
        {timeZone ? (
          <p style={{ margin: 0, fontSize: '0.8125rem', color: theme.colors.textMuted }}>Times in your time zone ({timeZone.replace(/_/g, ' ')})</p>
        ) : null}
        <p style={{ margin: 0, fontSize: '0.8125rem', color: theme.colors.textMuted }}>
          By recording it you confirm that {leadName} gave this consent as described. It is kept with your name.
        </p>
        {error && touched ? <FieldError role="alert">{error}</FieldError> : null}
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending || (touched && Boolean(error))}>
            {pending ? 'Saving…' : 'Record Consent'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
