import { Button, DateInput, Dialog, DialogActions, FieldError, FormField, theme, TimeSelect } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';

import { defaultFollowUp, FOLLOW_UP_STEP_MINUTES, type FollowUpPick, localDate, pickError, pickOf, pickToIso } from '../../lib/follow-up-time';

export interface FollowUpDialogProps {
  leadName: string;
  /** The lead's follow-up, if it has one: the picker starts there and offers to clear it. */
  current: string | null;
  pending: boolean;
  /** The chosen time (ISO), or null to clear; resolves when saved, rejects when refused. */
  onSubmit: (followUpDate: string | null) => Promise<unknown>;
  onClose: () => void;
  /** The agent's IANA time zone (the profile's): the picker's date and time are wall time there. Absent: the browser's. */
  timeZone?: string;
}

/**
 * 'Schedule Follow-up' as a task: a date and a time, 24 hours
 * ahead unless changed; a time that has passed is refused here with the
 * API's own message (and by the API). The agent is reminded at that time.
 */
export function FollowUpDialog({ leadName, current, pending, onSubmit, onClose, timeZone }: FollowUpDialogProps) {
  const [pick, setPick] = useState<FollowUpPick>(() =>
    current && Date.parse(current) > Date.now() ? pickOf(current, timeZone) : defaultFollowUp(new Date(), timeZone),
  );
  const [touched, setTouched] = useState(false);
  const error = pickError(pick, Date.now(), timeZone);
  const change = (next: Partial<FollowUpPick>) => {
    setTouched(true);
    setPick((p) => ({ ...p, ...next }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    const iso = pickToIso(pick, timeZone);
    if (error || !iso || pending) return;
    void onSubmit(iso).then(onClose, () => undefined);
  };

  return (
    <Dialog open onClose={onClose} title="Schedule Follow-up" description={`When should you follow up with ${leadName}? You will be reminded at that time.`}>
      <form onSubmit={submit} noValidate style={{ marginTop: theme.space.md, display: 'grid', gap: theme.space.md }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md }}>
          <FormField label="Date">
            <DateInput data-autofocus value={pick.date} min={localDate(new Date(), timeZone)} onChange={(date) => change({ date })} />
          </FormField>
          <FormField label="Time">
            <TimeSelect value={pick.time} fromHour={0} toHour={23} stepMinutes={FOLLOW_UP_STEP_MINUTES} onChange={(time) => change({ time })} />
          </FormField>
        </div>
        {timeZone ? (
          <p style={{ margin: 0, fontSize: '0.8125rem', color: theme.colors.textMuted }}>Times in your time zone ({timeZone.replace(/_/g, ' ')})</p>
        ) : null}
        {error && touched ? <FieldError role="alert">{error}</FieldError> : null}
        <DialogActions>
          {current ? (
            <Button variant="ghost" disabled={pending} onClick={() => void onSubmit(null).then(onClose, () => undefined)}>
              Clear follow-up
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending || Boolean(error)}>
            {pending ? 'Saving…' : 'Schedule'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
