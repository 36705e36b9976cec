import type { AppointmentDto } from '@leadnest/contracts';
import { serverMessage, useSession } from '@leadnest/session';
import { belowMd, Button, EmptyState, PageFrame, Spinner, theme } from '@leadnest/ui';
import { useState } from 'react';
import styled from 'styled-components';

import { useAppointments } from '../api/appointments';
import { useAvailability } from '../api/availability';
import { mondayOf, todayIn } from '../dates';
import { AppointmentDialog } from './AppointmentDialog';
import { AvailabilityCard } from './AvailabilityCard';
import { CalendarLinksCard } from './CalendarLinksCard';
import { ThisWeek, TodaySchedule, UpcomingList } from './DayLists';
import { NewAppointmentDialog } from './NewAppointmentDialog';
import { WeekView } from './WeekView';

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
  gap: ${theme.space.lg};
  align-items: start;
  ${belowMd} {
    grid-template-columns: minmax(0, 1fr);
  }
  h2 {
    margin: 0 0 ${theme.space.md};
    font-size: 1.125rem;
  }
`;

const StyledColumn = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  min-width: 0;
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${theme.space.lg};
`;

/**
 * Calendar (/calendar, spec part 2): New Appointment, today's schedule,
 * a week view the agent clicks into (reschedule, cancel), Upcoming (next 5
 * from tomorrow), This Week, availability settings and calendar connections.
 * Days are the agent's own time zone's, whatever the browser's.
 */
export function CalendarPage() {
  const { user, isLoading } = useSession();
  const userId = user?.id;
  const availability = useAvailability(userId);
  const appointments = useAppointments();
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [week, setWeek] = useState('');

  if (!isLoading && !userId)
    return (
      <PageFrame>
        <EmptyState title="Sign in to see your calendar." />
      </PageFrame>
    );
  if (availability.isPending || appointments.isPending)
    return (
      <PageFrame>
        <Spinner label="Loading your calendar" />
      </PageFrame>
    );
  const failed = availability.error ?? appointments.error;
  if (failed || !availability.data || !appointments.data) {
    return (
      <PageFrame>
        <EmptyState
          role="alert"
          title="Your calendar could not be loaded."
          description={serverMessage(failed)}
          action={<Button onClick={() => void Promise.all([availability.refetch(), appointments.refetch()])}>Try again</Button>}
        />
      </PageFrame>
    );
  }
  const today = todayIn(availability.data.timeZone);
  const monday = week || mondayOf(today);
  const list = appointments.data;
  // The open one is read from the list, so it follows a reschedule.
  const open: AppointmentDto | null = list.find((a) => a.id === openId && a.status === 'scheduled') ?? null;
  const openOne = (a: AppointmentDto) => setOpenId(a.id);
  return (
    <PageFrame subtitle={`Showings and meetings, in ${availability.data.timeZone.replace(/_/g, ' ')} time.`}>
      <StyledActions>
        <Button onClick={() => setCreating(true)}>New Appointment</Button>
      </StyledActions>
      <StyledLayout>
        <StyledColumn>
          <TodaySchedule appointments={list} today={today} onOpen={openOne} />
          <WeekView appointments={list} monday={monday} today={today} onWeek={setWeek} onOpen={openOne} />
        </StyledColumn>
        <StyledColumn>
          <UpcomingList appointments={list} today={today} onOpen={openOne} />
          <ThisWeek appointments={list} monday={mondayOf(today)} />
          <AvailabilityCard key={JSON.stringify(availability.data)} userId={userId ?? ''} saved={availability.data} />
          <CalendarLinksCard />
        </StyledColumn>
      </StyledLayout>
      <NewAppointmentDialog open={creating} onClose={() => setCreating(false)} today={today} userId={userId ?? ''} />
      <AppointmentDialog key={open?.id ?? 'none'} appointment={open} onClose={() => setOpenId(null)} today={today} />
    </PageFrame>
  );
}
