import { Types } from 'mongoose';

import { AppointmentModel } from '../../appointments/appointment.model.js';
import { ConversationModel } from '../../conversations/conversation.model.js';
import { LeadModel } from '../../leads/lead.model.js';

/*
 * A hand-computed account for the analytics tests. NOW is Friday
 * 2030-03-15 13:00 in Los Angeles (20:00 UTC), five days after the clock
 * change (PST, UTC-8, until Sunday 2030-03-10; PDT, UTC-7, after), so a
 * 7-day period starts at PST midnight and ends at PDT midnight:
 *   7d:  [2030-03-09T08:00Z, 2030-03-16T07:00Z), previous from 2030-03-02T08:00Z
 *   30d: [2030-02-14T08:00Z, 2030-03-16T07:00Z), previous from 2030-01-15T08:00Z
 */
export const NOW = new Date('2030-03-15T20:00:00.000Z');
const at = (iso: string) => new Date(iso);

async function lead(userId: string, createdAt: string, fields: Record<string, unknown>) {
  const _id = new Types.ObjectId();
  await LeadModel.create({ _id, userId, name: 'Lead', source: 'website', stage: 'new', createdAt: at(createdAt), sortKey: `${createdAt}|${_id}`, ...fields });
}

async function appointment(userId: string, createdAt: string, scheduledAt: string, extra: Record<string, unknown> = {}) {
  await AppointmentModel.create({
    userId,
    title: 'Showing',
    clientName: 'Dana',
    appointmentType: 'showing',
    date: 'x',
    time: 'x',
    scheduledAt: at(scheduledAt),
    bookedBy: 'agent',
    createdAt: at(createdAt),
    ...extra,
  });
}

/** A conversation begun at `start`, whose messages are [role, seconds after start]. */
async function conversation(userId: string, start: string, messages: [string, number][], extra: Record<string, unknown> = {}) {
  const begun = at(start);
  await new ConversationModel({
    userId,
    platform: 'website',
    understood: {},
    memory: {},
    leadName: 'Lead',
    createdAt: begun,
    messages: messages.map(([role, s], i) => ({ seq: i + 1, role, text: `m${i}`, at: new Date(begun.getTime() + s * 1000) })),
    ...extra,
  }).save();
}

export async function seedFixture(userId: string, otherUserId: string): Promise<void> {
  // L1: the first instant of the 7-day period.
  await lead(userId, '2030-03-09T08:00:00.000Z', { source: 'facebook' });
  // L2: one second before it (Mar 8 23:59:59 PST): the previous 7 days.
  await lead(userId, '2030-03-09T07:59:59.000Z', { source: 'instagram', stage: 'qualified' });
  // L3: today.
  await lead(userId, '2030-03-15T19:00:00.000Z', { source: 'website', stage: 'showing' });
  // L4: closed in the 7 days with a deal value; first contact (a note) 7 days before the close.
  await lead(userId, '2030-03-01T12:00:00.000Z', {
    source: 'sms',
    stage: 'closed',
    closedAt: at('2030-03-10T12:00:00.000Z'),
    salePrice: 400_000,
    commission: 12_000,
    activities: [
      { type: 'updated', at: at('2030-03-02T12:00:00.000Z') },
      { type: 'note', at: at('2030-03-03T12:00:00.000Z'), text: 'Called' },
    ],
  });
  // L5: the first instant of the 30 days (Feb 14 00:00 PST), from the phone line (other), closed in the previous 7 days.
  await lead(userId, '2030-02-14T08:00:00.000Z', {
    source: 'phone',
    stage: 'closed',
    closedAt: at('2030-03-05T12:00:00.000Z'),
    salePrice: 300_000,
    commission: 9_000,
    activities: [{ type: 'stage', at: at('2030-02-16T08:00:00.000Z'), from: 'new', to: 'contacted' }],
  });
  // L6: one second before the 30 days: the previous 30 days.
  await lead(userId, '2030-02-14T07:59:59.000Z', { source: 'email', stage: 'offer' });
  // L7: closed in the 7 days, no deal value entered.
  await lead(userId, '2030-03-12T12:00:00.000Z', { source: 'facebook', stage: 'closed', closedAt: at('2030-03-14T12:00:00.000Z') });
  // L8: lost.
  await lead(userId, '2030-03-13T12:00:00.000Z', { source: 'website', stage: 'lost' });
  // Someone else's, which must count nowhere.
  await lead(otherUserId, '2030-03-12T12:00:00.000Z', { source: 'facebook', stage: 'closed', closedAt: at('2030-03-14T12:00:00.000Z'), commission: 99_999 });

  // Appointments by the day they were booked: A1 in the 7 days (by the assistant); A2 cancelled; A3 the previous 7 days; A4 in February.
  await appointment(userId, '2030-03-10T12:00:00.000Z', '2030-03-20T17:00:00.000Z', { bookedBy: 'assistant' });
  await appointment(userId, '2030-03-11T12:00:00.000Z', '2030-03-21T17:00:00.000Z', { status: 'cancelled' });
  await appointment(userId, '2030-03-05T12:00:00.000Z', '2030-03-22T17:00:00.000Z');
  await appointment(userId, '2030-02-28T12:00:00.000Z', '2030-03-23T17:00:00.000Z');
  await appointment(otherUserId, '2030-03-10T12:00:00.000Z', '2030-03-20T17:00:00.000Z');

  // Conversations: C1 answered in 4 s, hot and qualified, a showing booked; C2 (SMS) answered in 20 s, hot but still new;
  // C3 the lead never wrote; C4 (30 days only) answered by the agent in 600 s.
  await conversation(
    userId,
    '2030-03-10T12:00:00.000Z',
    [
      ['lead', 0],
      ['assistant', 4],
    ],
    { label: 'hot', leadStage: 'qualified', scheduledShowing: at('2030-03-20T17:00:00.000Z') },
  );
  await conversation(
    userId,
    '2030-03-12T12:00:00.000Z',
    [
      ['assistant', 0],
      ['lead', 10],
      ['assistant', 30],
    ],
    { platform: 'sms', label: 'hot', leadStage: 'new' },
  );
  await conversation(userId, '2030-03-13T12:00:00.000Z', [['assistant', 0]]);
  await conversation(
    userId,
    '2030-03-01T12:00:00.000Z',
    [
      ['lead', 0],
      ['agent', 600],
    ],
    { label: 'warm' },
  );
  await conversation(
    otherUserId,
    '2030-03-12T12:00:00.000Z',
    [
      ['lead', 0],
      ['assistant', 1],
    ],
    { label: 'hot' },
  );
}
