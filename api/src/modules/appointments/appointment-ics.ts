import type { AppointmentDto } from '@leadnest/contracts';
import { createEvent } from 'ics';

/**
 * The appointment as an iCalendar invitation (RFC 5545, through `ics`):
 * the lead's calendar app adds, moves or removes it. One UID per
 * appointment and a growing SEQUENCE, so a move replaces the earlier event
 * instead of adding a second one; a cancellation is METHOD:CANCEL.
 *
 * `ics` escapes TEXT values (backslash, semicolon, comma, newline) but not
 * parameter values: it writes a name into ORGANIZER;CN="…" as it is, so a
 * CR/LF in an agent's name started a line of its own (an ATTENDEE the agent
 * never invited), and it folds lines at 75 characters where the RFC says 75
 * octets. So every value is made safe here before `ics` sees it, and the
 * result is folded again by octets.
 */
export function appointmentIcs(a: AppointmentDto, agent: { name: string; email: string }, link: string, revision: number): string {
  const start = new Date(a.scheduledAt);
  const cancelled = a.status === 'cancelled';
  const organizerEmail = mailAddress(agent.email);
  const clientEmail = a.clientEmail ? mailAddress(a.clientEmail) : null;
  const { error, value } = createEvent({
    uid: `appointment-${a.id}@leadnest`,
    sequence: revision,
    method: cancelled ? 'CANCEL' : 'REQUEST',
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: a.durationMinutes },
    title: textValue(a.title),
    description: textValue(`${a.notes ? `${a.notes}\n\n` : ''}Confirm, cancel or pick another time: ${link}`),
    location: a.propertyAddress ? textValue(a.propertyAddress) : undefined,
    url: oneLine(link),
    organizer: { name: paramValue(agent.name) || 'Your agent', ...(organizerEmail ? { email: organizerEmail } : {}) },
    ...(clientEmail
      ? { attendees: [{ name: paramValue(a.clientName || '') || clientEmail, email: clientEmail, rsvp: true, role: 'REQ-PARTICIPANT' as const }] }
      : {}),
    productId: 'leadnest/calendar',
  });
  if (error || !value) throw error ?? new Error('ics: no calendar text');
  return foldLines(value);
}

// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const CONTROLS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;
// eslint-disable-next-line no-control-regex -- every control but HTAB and LF, which TEXT may hold (LF is escaped as \n)
const TEXT_CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** One line: control characters and line breaks become spaces, and runs of spaces one. */
function oneLine(value: string): string {
  return value.replace(CONTROLS, ' ').replace(/ {2,}/g, ' ').trim();
}

/**
 * A parameter value (CN=…), which `ics` puts between double quotes: RFC
 * 5545's QSAFE-CHAR is anything but a control character and DQUOTE, and a
 * quoted value has no escape, so a double quote becomes a single one.
 */
function paramValue(value: string): string {
  return oneLine(value).replace(/"/g, "'");
}

/** A TEXT value: line breaks kept as LF (which `ics` escapes as \n), every other control character dropped. */
function textValue(value: string): string {
  return value.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(TEXT_CONTROLS, '');
}

// eslint-disable-next-line no-control-regex -- an address with a control character in it is refused
const PLAIN_ADDRESS = /^[^\s"(),:;<>@[\\\]\u0000-\u001F\u007F-\u009F]+@[^\s"(),:;<>@[\\\]\u0000-\u001F\u007F-\u009F]+$/;

/**
 * An address for mailto:, or null when it is not a plain one (it goes
 * after a colon unquoted: a space, a quote, a colon, a semicolon or a
 * control character would end or change the property).
 */
function mailAddress(value: string): string | null {
  const address = value.trim();
  return PLAIN_ADDRESS.test(address) ? address : null;
}

const MAX_LINE_OCTETS = 75;

/**
 * Content lines of at most 75 octets (RFC 5545 §3.1): `ics`'s folding is
 * undone and each line folded again by UTF-8 octets, never inside a
 * character, each continuation starting with a space.
 */
function foldLines(ics: string): string {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map(foldLine)
    .join('\r\n');
}

function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(part);
      // The continuation's leading space counts towards its 75 octets.
      part = ' ';
      octets = 1;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n');
}
