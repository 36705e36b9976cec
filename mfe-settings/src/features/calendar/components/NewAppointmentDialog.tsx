import { APPOINTMENT_TYPES, type AppointmentType } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, CheckboxField, DateInput, Dialog, DialogActions, FormField, Select, TextArea, TextField, theme } from '@leadnest/ui';
import { useState } from 'react';
import styled from 'styled-components';

import { useCreateAppointment } from '../api/change-appointment';
import { dayLabel, timeLabel, TYPE_LABELS } from '../dates';
import { TimeChoice } from './TimeChoice';

export interface NewAppointmentDialogProps {
  open: boolean;
  onClose: () => void;
  /** Today in the agent's zone: the earliest date (spec: date minimum is today). */
  today: string;
  userId: string;
}

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  gap: ${theme.space.md};
`;

const EMPTY = {
  title: '',
  clientName: '',
  clientEmail: '',
  clientPhone: '',
  propertyAddress: '',
  appointmentType: 'showing' as AppointmentType,
  date: '',
  time: '',
  notes: '',
  smsConsent: false,
};

/** New Appointment (spec part 2 §5): Create stays disabled until title, date and time are set. */
export function NewAppointmentDialog({ open, onClose, today, userId }: NewAppointmentDialogProps) {
  const [form, setForm] = useState(EMPTY);
  const create = useCreateAppointment();
  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) => setForm((f) => ({ ...f, [key]: value }));
  const ready = form.title.trim() !== '' && form.date !== '' && form.time !== '';
  const close = () => {
    setForm(EMPTY);
    onClose();
  };
  const submit = () =>
    create.mutate(
      { ...form, userId },
      {
        onSuccess: (a) => {
          publishNotification({ title: 'Appointment Created', description: `${a.title} on ${dayLabel(a.date)} at ${timeLabel(a.time)}.` });
          close();
        },
        onError: (error) =>
          publishNotification({ title: 'Could Not Create Appointment', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
      },
    );
  return (
    <Dialog open={open} onClose={close} title="New Appointment" size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) submit();
        }}
      >
        <StyledGrid>
          <TextField label="Title" value={form.title} onChange={(e) => set('title', e.target.value)} required data-autofocus />
          <FormField label="Type">
            <Select
              value={form.appointmentType}
              onChange={(v) => set('appointmentType', v)}
              options={APPOINTMENT_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
            />
          </FormField>
          <FormField label="Date">
            <DateInput value={form.date} min={today} onChange={(v) => setForm((f) => ({ ...f, date: v, time: '' }))} required />
          </FormField>
          <TimeChoice date={form.date >= today ? form.date : ''} value={form.time} onChange={(v) => set('time', v)} />
          <TextField label="Client name" value={form.clientName} onChange={(e) => set('clientName', e.target.value)} autoComplete="off" />
          <TextField label="Client email" type="email" value={form.clientEmail} onChange={(e) => set('clientEmail', e.target.value)} autoComplete="off" />
          <TextField label="Client phone" type="tel" value={form.clientPhone} onChange={(e) => set('clientPhone', e.target.value)} autoComplete="off" />
          <TextField label="Property address" value={form.propertyAddress} onChange={(e) => set('propertyAddress', e.target.value)} autoComplete="off" />
        </StyledGrid>
        <FormField label="Notes">
          <TextArea value={form.notes} onChange={(e) => set('notes', e.target.value)} rows={3} />
        </FormField>
        <CheckboxField checked={form.smsConsent} onChange={(v) => set('smsConsent', v)}>
          The client agreed to receive text messages about this appointment
        </CheckboxField>
        <DialogActions>
          <Button type="button" variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={!ready || create.isPending}>
            {create.isPending ? 'Creating…' : 'Create'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
