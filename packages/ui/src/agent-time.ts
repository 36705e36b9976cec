/**
 * Times shown in the agent's own time zone (the profile's IANA zone, set on
 * /account and the calendar), whatever the browser's zone is: a call, a
 * message or a resume time reads the same on a laptop abroad as in the
 * office. Formatting goes through the platform's Intl, whose zone database
 * the browser keeps current. Without a zone in the profile, the browser's.
 * (Here, not in @leadnest/session: that package is a shared singleton, so a
 * remote must not need exports newer than the shell's copy.)
 * See docs/decisions/0013-agent-time-zone.md.
 */

/** The profile's zone: `agentTimeZoneOf(useSession().user)`; undefined when it has none. */
export function agentTimeZoneOf(user: Readonly<Record<string, unknown>> | null | undefined): string | undefined {
  const zone = user?.timeZone;
  return typeof zone === 'string' && zone ? zone : undefined;
}

/** "Fri, Nov 27, 9:00 AM": a moment, the default of formatAgentTime. */
export const AGENT_DATE_TIME: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };
/** "Nov 27, 2026": a day. */
export const AGENT_DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

const formats = new Map<string, Intl.DateTimeFormat>();

/** `iso` in `timeZone` (en-US), as `options` say: AGENT_DATE_TIME unless given; '' for an invalid date. */
export function formatAgentTime(iso: string | Date, timeZone: string | undefined, options: Intl.DateTimeFormatOptions = AGENT_DATE_TIME): string {
  const key = `${timeZone ?? ''}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formats.set(key, f);
  }
  const at = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(at.getTime()) ? '' : f.format(at);
}
