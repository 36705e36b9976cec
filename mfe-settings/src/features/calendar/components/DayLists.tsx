import { APPOINTMENT_TYPES, type AppointmentDto } from '@leadnest/contracts';
import { Badge, Card, EmptyState, theme } from '@leadnest/ui';
import styled from 'styled-components';

import { inWeek, onDay, TYPE_LABELS, TYPE_TONES, upcomingFrom } from '../dates';
import { AppointmentRow } from './AppointmentRow';

interface ListProps {
  appointments: AppointmentDto[];
  today: string;
  onOpen: (appointment: AppointmentDto) => void;
}

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
`;

function Rows({ list, withDay, onOpen }: { list: AppointmentDto[]; withDay?: boolean; onOpen: ListProps['onOpen'] }) {
  return (
    <StyledList>
      {list.map((a) => (
        <li key={a.id}>
          <AppointmentRow appointment={a} withDay={withDay} onOpen={onOpen} />
        </li>
      ))}
    </StyledList>
  );
}

/** Today's schedule, in the agent's zone. */
export function TodaySchedule({ appointments, today, onOpen }: ListProps) {
  const list = onDay(appointments, today);
  return (
    <Card as="section" aria-labelledby="today-title">
      <h2 id="today-title">Today's Schedule</h2>
      {list.length === 0 ? (
        <EmptyState title="No appointments today" description="Your free hours are open to the AI assistant." />
      ) : (
        <Rows list={list} onOpen={onOpen} />
      )}
    </Card>
  );
}

/** Upcoming (spec: the next 5, starting from tomorrow). */
export function UpcomingList({ appointments, today, onOpen }: ListProps) {
  const list = upcomingFrom(appointments, today);
  return (
    <Card as="section" aria-labelledby="upcoming-title">
      <h2 id="upcoming-title">Upcoming</h2>
      {list.length === 0 ? <EmptyState title="No upcoming appointments" /> : <Rows list={list} withDay onOpen={onOpen} />}
    </Card>
  );
}

const StyledCounts = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0;
  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
  }
`;

/** This Week: how many appointments of each type, Monday to Sunday. */
export function ThisWeek({ appointments, monday }: { appointments: AppointmentDto[]; monday: string }) {
  const week = inWeek(appointments, monday);
  return (
    <Card as="section" aria-labelledby="this-week-title">
      <h2 id="this-week-title">This Week</h2>
      <StyledCounts>
        <dt>Total appointments</dt>
        <dd>{week.length}</dd>
        {APPOINTMENT_TYPES.map((type) => (
          <FragmentRow
            key={type}
            label={<Badge tone={TYPE_TONES[type]}>{TYPE_LABELS[type]}</Badge>}
            value={week.filter((a) => a.appointmentType === type).length}
          />
        ))}
        <dt>Confirmed by clients</dt>
        <dd>{week.filter((a) => a.confirmedAt).length}</dd>
      </StyledCounts>
    </Card>
  );
}

function FragmentRow({ label, value }: { label: React.ReactNode; value: number }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
