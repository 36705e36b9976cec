import type { AppointmentDto } from '@leadnest/contracts';
import { BADGE_TONES, belowMd, Button, Card, theme } from '@leadnest/ui';
import styled from 'styled-components';

import { addDays, dayLabel, onDay, timeLabel, TYPE_TONES } from '../dates';

export interface WeekViewProps {
  appointments: AppointmentDto[];
  monday: string;
  today: string;
  onWeek: (monday: string) => void;
  onOpen: (appointment: AppointmentDto) => void;
}

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};
  h2 {
    margin: 0;
  }
`;

const StyledDays = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${theme.space.xs};
  ${belowMd} {
    grid-template-columns: 1fr;
  }
`;

const StyledDay = styled.li<{ $today: boolean }>`
  min-height: 8rem;
  padding: ${theme.space.xs};
  border: 1px solid ${(p) => (p.$today ? theme.colors.brand : theme.colors.border)};
  border-radius: ${theme.radii.md};
  background: ${(p) => (p.$today ? theme.colors.brandSoft : theme.colors.surface)};
  display: grid;
  align-content: start;
  gap: ${theme.space.xs};
  h3 {
    margin: 0;
    font-size: 0.8rem;
    color: ${theme.colors.textMuted};
  }
  ${belowMd} {
    min-height: 0;
  }
`;

const StyledChip = styled.button<{ $tone: { background: string; color: string } }>`
  text-align: left;
  font: inherit;
  font-size: 0.8rem;
  padding: 4px 6px;
  border: 0;
  border-left: 3px solid ${(p) => p.$tone.color};
  border-radius: ${theme.radii.sm};
  background: ${(p) => p.$tone.background};
  color: ${(p) => p.$tone.color};
  cursor: pointer;
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: 2px solid ${theme.colors.brand};
  }
`;

const StyledNone = styled.span`
  font-size: 0.8rem;
  color: ${theme.colors.textMuted};
`;

/** A week, Monday to Sunday, each appointment a chip in its type's colour; a click opens it (reschedule, cancel). */
export function WeekView({ appointments, monday, today, onWeek, onOpen }: WeekViewProps) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  return (
    <Card as="section" aria-labelledby="week-view-title">
      <StyledHead>
        <h2 id="week-view-title">Week of {dayLabel(monday)}</h2>
        <div>
          <Button size="sm" variant="secondary" onClick={() => onWeek(addDays(monday, -7))} aria-label="Previous week">
            ‹ Prev
          </Button>{' '}
          <Button size="sm" variant="ghost" onClick={() => onWeek('')}>
            This week
          </Button>{' '}
          <Button size="sm" variant="secondary" onClick={() => onWeek(addDays(monday, 7))} aria-label="Next week">
            Next ›
          </Button>
        </div>
      </StyledHead>
      <StyledDays>
        {days.map((day) => {
          const list = onDay(appointments, day);
          return (
            <StyledDay key={day} $today={day === today} aria-label={dayLabel(day)}>
              <h3>{dayLabel(day)}</h3>
              {list.length === 0 ? <StyledNone>Free</StyledNone> : null}
              {list.map((a) => (
                <StyledChip key={a.id} type="button" $tone={BADGE_TONES[TYPE_TONES[a.appointmentType]]} onClick={() => onOpen(a)}>
                  {timeLabel(a.time)} {a.title}
                </StyledChip>
              ))}
            </StyledDay>
          );
        })}
      </StyledDays>
    </Card>
  );
}
