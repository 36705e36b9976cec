import type { AppointmentDto } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Badge, Button, ConfirmDialog, DateInput, Dialog, DialogActions, FormField, theme } from '@leadnest/ui';
import { useState } from 'react';
import styled from 'styled-components';

import { useCancelAppointment, useUpdateAppointment } from '../api/change-appointment';
import { dayLabel, timeLabel, TYPE_LABELS, TYPE_TONES } from '../dates';
import { TimeChoice } from './TimeChoice';

export interface AppointmentDialogProps {
  appointment: AppointmentDto | null;
  onClose: () => void;
  today: string;
}

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0 0 ${theme.space.md};
  dt {
    font-weight: 600;
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledMove = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  padding: ${theme.space.md};
  margin: 0;
  legend {
    font-weight: 600;
    padding: 0 ${theme.space.xs};
  }
`;

/** "The showing with Dana Reyes on Mon, Nov 30 at 10:00 AM was cancelled." (the title stands in when no client is named) */
const cancelledText = (a: AppointmentDto) => {
  const what = a.clientName ? `The ${TYPE_LABELS[a.appointmentType].toLowerCase()} with ${a.clientName}` : a.title;
  const told = a.clientEmail || a.clientPhone ? ' The client is being told.' : '';
  return `${what} on ${dayLabel(a.date)} at ${timeLabel(a.time)} was cancelled.${told}`;
};

const failed = (title: string) => (error: unknown) =>
  publishNotification({ title, description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });

/** One appointment from the week view: its details, Reschedule (a free slot) and Cancel (confirmed first). */
export function AppointmentDialog({ appointment, onClose, today }: AppointmentDialogProps) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateAppointment();
  const cancel = useCancelAppointment();
  if (!appointment) return null;
  const close = () => {
    setDate('');
    setTime('');
    onClose();
  };
  const moveDate = date || appointment.date;
  const changed = time !== '' && (moveDate !== appointment.date || time !== appointment.time);
  const reschedule = () =>
    update.mutate(
      { id: appointment.id, date: moveDate, time },
      {
        onSuccess: (a) => {
          publishNotification({ title: 'Appointment Rescheduled', description: `${a.title} is now on ${dayLabel(a.date)} at ${timeLabel(a.time)}.` });
          close();
        },
        onError: failed('Could Not Reschedule'),
      },
    );
  // mutateAsync, not mutate's callbacks: the refetch that follows a cancel drops
  // the appointment from the list, which remounts this dialog (its key), and
  // TanStack Query skips mutate-level callbacks of an unmounted observer, so
  // the toast was lost whenever the refetch won the race.
  const confirmCancel = () =>
    void cancel.mutateAsync(appointment.id).then(() => {
      publishNotification({ title: 'Appointment Cancelled', description: cancelledText(appointment) });
      setConfirming(false);
      close();
    }, failed('Could Not Cancel'));
  return (
    <>
      <Dialog open={!confirming} onClose={close} title={appointment.title} size="lg">
        <StyledFacts>
          <dt>When</dt>
          <dd>
            {dayLabel(appointment.date)} at {timeLabel(appointment.time)} {appointment.confirmedAt ? <Badge tone="green">Confirmed by client</Badge> : null}
          </dd>
          <dt>Type</dt>
          <dd>
            <Badge tone={TYPE_TONES[appointment.appointmentType]}>{TYPE_LABELS[appointment.appointmentType]}</Badge>
          </dd>
          {appointment.clientName ? (
            <>
              <dt>Client</dt>
              <dd>{appointment.clientName}</dd>
            </>
          ) : null}
          {appointment.clientEmail ? (
            <>
              <dt>Email</dt>
              <dd>{appointment.clientEmail}</dd>
            </>
          ) : null}
          {appointment.clientPhone ? (
            <>
              <dt>Phone</dt>
              <dd>{appointment.clientPhone}</dd>
            </>
          ) : null}
          {appointment.propertyAddress ? (
            <>
              <dt>Property</dt>
              <dd>{appointment.propertyAddress}</dd>
            </>
          ) : null}
          {appointment.notes ? (
            <>
              <dt>Notes</dt>
              <dd>{appointment.notes}</dd>
            </>
          ) : null}
          <dt>Booked by</dt>
          <dd>{appointment.bookedBy === 'assistant' ? 'The AI assistant' : 'You'}</dd>
        </StyledFacts>
        <StyledMove>
          <legend>Reschedule</legend>
          <FormField label="New date">
            <DateInput
              value={moveDate}
              min={today}
              onChange={(v) => {
                setDate(v);
                setTime('');
              }}
            />
          </FormField>
          <TimeChoice date={moveDate >= today ? moveDate : ''} value={time} onChange={setTime} />
        </StyledMove>
        <DialogActions>
          <Button type="button" variant="danger" onClick={() => setConfirming(true)}>
            Cancel Appointment
          </Button>
          <Button type="button" variant="secondary" onClick={close}>
            Close
          </Button>
          <Button type="button" disabled={!changed || update.isPending} onClick={reschedule}>
            {update.isPending ? 'Rescheduling…' : 'Reschedule'}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title="Cancel this appointment?"
        message={`${appointment.title} on ${dayLabel(appointment.date)} at ${timeLabel(appointment.time)} will be cancelled and the time freed.`}
        confirmLabel="Cancel Appointment"
        cancelLabel="Keep It"
        destructive
        pending={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
