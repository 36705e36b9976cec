import type { TimelineItemDto } from '@leadnest/contracts';
import { theme } from '@leadnest/ui';
import styled from 'styled-components';

import { useAgentTimeZone } from '../../hooks/use-agent-time-zone';
import { formatDateTime } from '../../lib/lead-time';
import { describeItem } from './describe-item';

export interface TimelineListProps {
  items: TimelineItemDto[];
  truncated: boolean;
}

/** The notes list scrolls at 16rem (spec part 2 §9). */
const StyledItems = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  max-height: 16rem;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li<{ $accent: string }>`
  padding: ${theme.space.sm};
  border-left: 3px solid ${(p) => p.$accent};
  background: ${theme.colors.background};
  overflow-wrap: anywhere;
  font-size: 0.875rem;
`;

const StyledHeading = styled.span`
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  font-size: 0.75rem;
  color: ${theme.colors.textMuted};
`;

const StyledBody = styled.span`
  display: block;
  white-space: pre-wrap;
`;

/** A colour per kind, so a note, a message and a call read apart at a glance. */
const ACCENTS: Partial<Record<TimelineItemDto['kind'], string>> = {
  note: theme.colors.brand,
  message: '#16a34a',
  call: '#9333ea',
  showing: '#ea580c',
  stage: '#ca8a04',
  consent: '#0891b2',
  optOut: '#dc2626',
};

/** The timeline's items, newest first. */
export function TimelineList({ items, truncated }: TimelineListProps) {
  const timeZone = useAgentTimeZone();
  return (
    <StyledItems data-testid="notes-activity">
      {items.map((item) => {
        const { heading, body } = describeItem(item, timeZone);
        return (
          <StyledItem key={item.id} data-kind={item.kind} data-channel={item.channel} $accent={ACCENTS[item.kind] ?? theme.colors.border}>
            <StyledHeading>
              <strong>{heading}</strong>
              <time dateTime={item.at}>{formatDateTime(item.at, timeZone)}</time>
            </StyledHeading>
            {body ? <StyledBody>{body}</StyledBody> : null}
            {item.call?.recordingUrl ? (
              <a href={item.call.recordingUrl} target="_blank" rel="noopener noreferrer">
                Play recording
              </a>
            ) : null}
          </StyledItem>
        );
      })}
      {truncated ? <li style={{ fontSize: '0.75rem', color: theme.colors.textMuted }}>Older activity is not shown.</li> : null}
    </StyledItems>
  );
}
