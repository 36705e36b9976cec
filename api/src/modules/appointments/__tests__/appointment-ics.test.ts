import type { AppointmentDto } from '@leadnest/contracts';
import { describe, expect, it } from 'vitest';

import { appointmentIcs } from '../appointment-ics.js';

const appointment: AppointmentDto = {
  id: '65f000000000000000000001',
  userId: '65f000000000000000000002',
  title: 'Showing',
  clientName: 'Lee Park',
  leadName: 'Lee Park',
  clientEmail: 'lee@example.com',
  clientPhone: null,
  propertyAddress: '12 Oak St',
  appointmentType: 'showing',
  date: '2026-03-02',
  time: '10:00',
  scheduledAt: '2026-03-02T16:00:00.000Z',
  durationMinutes: 60,
  notes: null,
  status: 'scheduled',
  bookedBy: 'agent',
  leadId: null,
  conversationId: null,
  smsConsent: false,
  confirmedAt: null,
  createdAt: '2026-03-01T16:00:00.000Z',
};
const agent = { name: 'Ann Agent', email: 'ann@example.com' };
const LINK = 'https://leadnest.example/a/65f000000000000000000001?t=abc';

/** The physical lines, and the content lines they unfold into (RFC 5545 §3.1). */
function linesOf(ics: string): { physical: string[]; content: string[] } {
  expect(ics.endsWith('\r\n')).toBe(true);
  const physical = ics.slice(0, -2).split('\r\n');
  const content = ics
    .replace(/\r\n[ \t]/g, '')
    .slice(0, -2)
    .split('\r\n');
  return { physical, content };
}

const property = (content: string[], name: string) => content.filter((line) => line.startsWith(`${name};`) || line.startsWith(`${name}:`));

describe('appointmentIcs', () => {
  it('keeps a CR/LF in the agent’s or the client’s name inside its parameter: no line of its own, so no injected ATTENDEE', () => {
    const ics = appointmentIcs(
      { ...appointment, clientName: 'Lee\nPark\r\nATTENDEE:mailto:eve@evil.example' },
      { ...agent, name: 'Ann\r\nATTENDEE;CN=Mallory:mailto:mallory@evil.example\r\nX-INJECTED:1' },
      LINK,
      0,
    );
    const { content } = linesOf(ics);
    expect(property(content, 'ATTENDEE')).toEqual([
      'ATTENDEE;RSVP=TRUE;ROLE="REQ-PARTICIPANT";CN="Lee Park ATTENDEE:mailto:eve@evil.example":mailto:lee@example.com',
    ]);
    expect(property(content, 'ORGANIZER')).toEqual(['ORGANIZER;CN="Ann ATTENDEE;CN=Mallory:mailto:mallory@evil.example X-INJECTED:1":MAILTO:ann@example.com']);
    expect(property(content, 'X-INJECTED')).toEqual([]);
    // Nothing but a line break separates content lines: no bare CR or LF is left anywhere.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('quotes parameter values without a double quote or control character in them', () => {
    const ics = appointmentIcs({ ...appointment, clientName: 'Lee "Lucky"\tPark\u0007' }, { ...agent, name: 'Ann "The Agent" \u0085Agent' }, LINK, 0);
    const { content } = linesOf(ics);
    expect(property(content, 'ORGANIZER')).toEqual(['ORGANIZER;CN="Ann \'The Agent\' Agent":MAILTO:ann@example.com']);
    expect(property(content, 'ATTENDEE')[0]).toContain(';CN="Lee \'Lucky\' Park":mailto:lee@example.com');
  });

  it('leaves out an attendee whose address is not a plain one, rather than write it after mailto:', () => {
    const ics = appointmentIcs({ ...appointment, clientEmail: 'lee@example.com\r\nATTENDEE:mailto:eve@evil.example' }, agent, LINK, 0);
    expect(property(linesOf(ics).content, 'ATTENDEE')).toEqual([]);
  });

  it('escapes TEXT values: backslash, semicolon, comma and every line break', () => {
    const ics = appointmentIcs(
      { ...appointment, title: 'Showing; 3 beds, 2 baths \\ pool', propertyAddress: '12 Oak St,\r\nAustin; TX', notes: 'Gate code 12\rRing twice\u0000' },
      agent,
      LINK,
      0,
    );
    const { content } = linesOf(ics);
    expect(property(content, 'SUMMARY')).toEqual(['SUMMARY:Showing\\; 3 beds\\, 2 baths \\\\ pool']);
    expect(property(content, 'LOCATION')).toEqual(['LOCATION:12 Oak St\\,\\nAustin\\; TX']);
    expect(property(content, 'DESCRIPTION')).toEqual([`DESCRIPTION:Gate code 12\\nRing twice\\n\\nConfirm\\, cancel or pick another time: ${LINK}`]);
  });

  it('folds every line at 75 octets, never inside a character, and unfolds to the whole value', () => {
    const notes = `Près de l’école 🏡🏡🏡 ${'ü'.repeat(60)} ${'日本語'.repeat(20)}`;
    const ics = appointmentIcs({ ...appointment, notes }, { ...agent, name: `Zoë ${'Ålesund '.repeat(12)}`.trim() }, LINK, 0);
    const { physical, content } = linesOf(ics);
    for (const line of physical) {
      expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
      // A fold inside a character would leave half of it on each side, which UTF-8 cannot carry.
      expect(Buffer.from(line, 'utf8').toString('utf8'), line).toBe(line);
    }
    expect(physical.length).toBeGreaterThan(content.length);
    expect(property(content, 'DESCRIPTION')[0]).toBe(`DESCRIPTION:${notes}\\n\\nConfirm\\, cancel or pick another time: ${LINK}`);
    expect(property(content, 'ORGANIZER')[0]).toContain(`CN="Zoë ${'Ålesund '.repeat(12).trim()}"`);
  });

  it('is a cancellation with METHOD:CANCEL and the same UID, its SEQUENCE the revision', () => {
    const { content } = linesOf(appointmentIcs({ ...appointment, status: 'cancelled' }, agent, LINK, 3));
    expect(content).toEqual(expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', 'SEQUENCE:3', 'UID:appointment-65f000000000000000000001@leadnest']));
  });
});
