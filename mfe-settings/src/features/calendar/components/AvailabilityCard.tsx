import { AVAILABILITY_DAYS, AVAILABILITY_HOURS, AVAILABILITY_MESSAGES, AVAILABILITY_TIME_ZONES, type AvailabilityDto } from '@leadnest/contracts';
import { publishNotification } from '@leadnest/session';
import { Button, Card, FormField, Select, Switch, theme } from '@leadnest/ui';
import { useState } from 'react';
import styled from 'styled-components';

import { useSaveAvailability } from '../api/availability';
import { timeLabel } from '../dates';

export interface AvailabilityCardProps {
  userId: string;
  saved: AvailabilityDto;
}

const StyledDays = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  margin: ${theme.space.md} 0;
`;

const StyledDay = styled.div`
  /* The card sits in the narrow column: the switch on its own line, start and end under it. */
  display: grid;
  grid-template-columns: 1fr 1fr;
  align-items: center;
  gap: ${theme.space.xs} ${theme.space.sm};
  padding-bottom: ${theme.space.sm};
  border-bottom: 1px solid ${theme.colors.border};
  select {
    min-width: 0;
    width: 100%;
  }
  > :first-child {
    grid-column: 1 / -1;
  }
`;

const label = (day: string) => day[0]!.toUpperCase() + day.slice(1);
const hours = AVAILABILITY_HOURS.map((h) => ({ value: h, label: timeLabel(h) }));

/** Availability settings (spec part 2): per day on/off, start and end on the hour, and the time zone; saved with one button. */
export function AvailabilityCard({ userId, saved }: AvailabilityCardProps) {
  const [draft, setDraft] = useState(saved);
  const save = useSaveAvailability(userId);
  const zones = AVAILABILITY_TIME_ZONES.includes(draft.timeZone as (typeof AVAILABILITY_TIME_ZONES)[number])
    ? [...AVAILABILITY_TIME_ZONES]
    : [draft.timeZone, ...AVAILABILITY_TIME_ZONES];
  const setDay = (day: (typeof AVAILABILITY_DAYS)[number], patch: Partial<AvailabilityDto['availableHours']['monday']>) =>
    setDraft((d) => ({ ...d, availableHours: { ...d.availableHours, [day]: { ...d.availableHours[day], ...patch } } }));
  const invalid = AVAILABILITY_DAYS.find((day) => draft.availableHours[day].enabled && draft.availableHours[day].start >= draft.availableHours[day].end);
  const submit = () =>
    save.mutate(draft, {
      onSuccess: () => publishNotification({ title: 'Availability Saved', description: 'New showings are offered in these hours.' }),
      // Spec part 2 §8: 'Error', 'Failed to update availability settings.'
      onError: () => publishNotification({ title: 'Error', description: AVAILABILITY_MESSAGES.updateFailed, variant: 'destructive' }),
    });
  return (
    <Card as="section" aria-labelledby="availability-title">
      <h2 id="availability-title">Availability Settings</h2>
      <FormField label="Time zone">
        <Select
          value={draft.timeZone}
          onChange={(timeZone) => setDraft((d) => ({ ...d, timeZone }))}
          options={zones.map((z) => ({ value: z, label: z.replace(/_/g, ' ') }))}
        />
      </FormField>
      <StyledDays>
        {AVAILABILITY_DAYS.map((day) => {
          const h = draft.availableHours[day];
          return (
            <StyledDay key={day}>
              <Switch checked={h.enabled} onChange={(enabled) => setDay(day, { enabled })} label={label(day)} />
              <FormField label={`${label(day)} start`} hideLabel>
                <Select value={h.start} onChange={(start) => setDay(day, { start })} options={hours} disabled={!h.enabled} />
              </FormField>
              <FormField label={`${label(day)} end`} hideLabel>
                <Select value={h.end} onChange={(end) => setDay(day, { end })} options={hours} disabled={!h.enabled} />
              </FormField>
            </StyledDay>
          );
        })}
      </StyledDays>
      {invalid ? (
        <p role="alert">
          {label(invalid)}: {AVAILABILITY_MESSAGES.order}
        </p>
      ) : null}
      <Button onClick={submit} disabled={Boolean(invalid) || save.isPending}>
        {save.isPending ? 'Saving…' : 'Save Availability'}
      </Button>
    </Card>
  );
}
