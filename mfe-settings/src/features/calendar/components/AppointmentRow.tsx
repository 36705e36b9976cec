import type { AppointmentDto } from '@leadnest/contracts';
import { Badge, BADGE_TONES, theme } from '@leadnest/ui';
import styled from 'styled-components';

import { dayLabel, timeLabel, TYPE_LABELS, TYPE_TONES } from '../dates';

export interface AppointmentRowProps {
  appointment: AppointmentDto;
  /** Show the day as well as the time (lists across days). */
  withDay?: boolean;
  onOpen: (appointment: AppointmentDto) => void;
}

const StyledRow = styled.button<{ $accent: string }>`
  display: grid;
  gap: 2px;
  width: 100%;
  text-align: left;
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-left: 4px solid ${(p) => p.$accent};
  border-radius: ${theme.radii.md};
  cursor: pointer;
  font: inherit;
  color: inherit;
  &:hover {
    background: ${theme.colors.background};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.brand};
    outline-offset: 2px;
  }
`;

const StyledWhen = styled.span`
  font-weight: 600;
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
`;

const StyledWhat = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
  span {
    overflow-wrap: anywhere;
  }
  small {
    color: ${theme.colors.textMuted};
  }
`;

/** One appointment in a list, coloured by its type; a click opens it. */
export function AppointmentRow({ appointment: a, withDay, onOpen }: AppointmentRowProps) {
  const tone = TYPE_TONES[a.appointmentType];
  return (
    <StyledRow
      type="button"
      $accent={BADGE_TONES[tone].color}
      onClick={() => onOpen(a)}
      aria-label={`${a.title}, ${withDay ? `${dayLabel(a.date)} ` : ''}${timeLabel(a.time)}`}
    >
      <StyledWhen>{withDay ? `${dayLabel(a.date)}, ${timeLabel(a.time)}` : timeLabel(a.time)}</StyledWhen>
      <StyledWhat>
        <span>
          {a.title} <Badge tone={tone}>{TYPE_LABELS[a.appointmentType]}</Badge>
        </span>
        {a.clientName || a.propertyAddress ? <small>{[a.clientName, a.propertyAddress].filter(Boolean).join(' · ')}</small> : null}
      </StyledWhat>
    </StyledRow>
  );
}
