import { FALLBACK_APPOINTMENT_TIMES } from '@leadnest/contracts';
import { FormField, Select } from '@leadnest/ui';

import { useSlots } from '../api/slots';
import { timeLabel } from '../dates';

export interface TimeChoiceProps {
  date: string;
  value: string;
  onChange: (time: string) => void;
  /** A time to keep listed though it is not free (the appointment's own, when rescheduling). */
  keep?: string;
}

/**
 * The time picker of the appointment forms: the day's free slots from the
 * server (spec: "Times come from the slots call"), the spec's fixed list
 * when that call fails, and a plain message when the day has none.
 */
export function TimeChoice({ date, value, onChange, keep }: TimeChoiceProps) {
  const slots = useSlots(date);
  const times = slots.isError ? [...FALLBACK_APPOINTMENT_TIMES] : (slots.data?.slots.map((s) => s.time) ?? []);
  const listed = keep && !times.includes(keep) ? [keep, ...times].sort() : times;
  const hint = !date
    ? 'Choose a date first.'
    : slots.isPending
      ? 'Loading free times…'
      : listed.length === 0
        ? 'No free times that day: choose another date.'
        : slots.data
          ? `Times in ${slots.data.timeZone.replace(/_/g, ' ')}.`
          : undefined;
  return (
    <FormField label="Time" hint={hint}>
      <Select
        value={value}
        onChange={onChange}
        disabled={!date || listed.length === 0}
        options={[{ value: '', label: 'Select a time' }, ...listed.map((t) => ({ value: t, label: timeLabel(t) }))]}
      />
    </FormField>
  );
}
