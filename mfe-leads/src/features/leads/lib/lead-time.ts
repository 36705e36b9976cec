import { AGENT_DATE, formatAgentTime } from '@leadnest/ui';

/*
 * Every date and time this remote shows is in the agent's own time zone (the
 * profile's; the browser's only when it has none), so a follow-up reads the
 * same in the panel, the timeline and the due list
 * (docs/decisions/0013-agent-time-zone.md). The zone is a required argument:
 * a new caller cannot forget it and fall back to the browser's.
 */

/** "Mar 21, 2030, 9:15 AM": a moment. */
export const LEAD_DATE_TIME: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' };

/** A moment as a day in the agent's zone ("Mar 21, 2030"); '' for an invalid date. */
export function formatDate(iso: string, timeZone: string | undefined): string {
  return formatAgentTime(iso, timeZone, AGENT_DATE);
}

/** A moment as day and time in the agent's zone ("Mar 21, 2030, 9:15 AM"); '' for an invalid date. */
export function formatDateTime(iso: string, timeZone: string | undefined): string {
  return formatAgentTime(iso, timeZone, LEAD_DATE_TIME);
}
