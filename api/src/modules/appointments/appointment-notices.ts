import { formatSlot } from '@leadnest/assistant-engine';
import type { AppointmentDto } from '@leadnest/contracts';
import { toE164 } from '@leadnest/contracts/phone-number';

import type { AppLogger } from '../../lib/logger.js';
import { availabilityOf } from '../agent-settings/agent-settings.service.js';
import { findUser } from '../agent-settings/profile.service.js';
import { cancelJob, scheduleJob } from '../jobs/jobs.service.js';
import { listNumbers } from '../numbers/phone-numbers.service.js';
import type { Outbox } from '../outbox/outbox.service.js';
import { sendSms } from '../sms/sms-sender.js';
import { AppointmentModel } from './appointment.model.js';
import type { AppointmentChange } from './appointment-hooks.js';
import { appointmentIcs } from './appointment-ics.js';
import { toAppointmentDto } from './appointments.dto.js';
import { appointmentLink } from './lead-links.js';
import { mailboxKey } from './mailbox-key.js';
import { mayMailUnconfirmed } from './unconfirmed-mail-limits.js';

/**
 * What the lead and the agent are told. A booked, moved or cancelled
 * appointment mails the lead (with an .ics their calendar app applies) and,
 * with their consent and a phone, texts them from the agent's number;
 * reminders go 24 h and 1 h before as durable jobs, keyed by the
 * appointment's revision, so a move or cancel drops the old ones and a
 * stale one that ran anyway does nothing. Every message carries the lead's
 * signed link (lead-links.ts).
 *
 * An address a visitor typed (a booking the assistant made through the
 * public booking caps: Appointment.publicBooking) is not trusted
 * until someone acts on the link mailed to it (emailConfirmedAt): until
 * then it gets only a plain request to confirm, no invitation, within
 * unconfirmed-mail-limits.ts, and no reminders. Confirming sends the
 * invitation and schedules the reminders. No subject carries what a
 * visitor typed (their name, the title made from it): only the agent's
 * words and ours (docs/decisions/0037-public-chat-and-booking-caps.md).
 */
export const REMINDER_JOB = 'appointments.reminder';
export const REMINDERS = [
  { kind: '24h', beforeMs: 24 * 3600_000, label: 'tomorrow' },
  { kind: '1h', beforeMs: 3600_000, label: 'in one hour' },
] as const;

export interface NoticeDeps {
  outbox: Outbox;
  baseUrl: string;
  logger: AppLogger;
}

const reminderKey = (id: string, revision: number, kind: string) => `appointment-reminder:${id}:${revision}:${kind}`;

async function agentOf(userId: string) {
  const user = await findUser(userId);
  if (!user) return undefined;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.fullName || 'Your agent';
  return { name, email: user.email, timeZone: availabilityOf(user).timeZone, wantsMail: user.advancedSettings?.emailNotifications !== false };
}

/** What the notices need of the stored appointment beyond its DTO. */
async function stateOf(a: AppointmentDto) {
  const row = await AppointmentModel.findById(a.id, { revision: 1, emailConfirmedAt: 1, publicBooking: 1 }).lean();
  // Booked for a stranger through the public booking caps (the assistant's bookings; not the agent's, nor those stored before the caps).
  const fromStranger = Boolean(row?.publicBooking);
  return {
    revision: row?.revision ?? 0,
    fromStranger,
    // Anyone else typed the address, or someone with the link the address was sent acted on it.
    addressConfirmed: !fromStranger || Boolean(row?.emailConfirmedAt),
    accountId: String(row?.publicBooking?.accountId ?? a.userId),
  };
}

/** How a subject names the appointment: the agent's title, or our words for a booking the assistant made (its title holds the visitor's name). */
const subjectOf = (a: AppointmentDto, agentName: string) => (a.bookedBy === 'agent' ? a.title : `Your showing with ${agentName}`);

const whenOf = (a: AppointmentDto, timeZone: string) => `${formatSlot(a.scheduledAt, timeZone)} (${timeZone.replace(/_/g, ' ')} time)`;

const HEADLINES: Record<AppointmentChange, string> = { booked: 'is booked', moved: 'has moved', cancelled: 'is cancelled', confirmed: 'is confirmed' };

/** Texts the lead from the agent's first active number, only with consent (sendSms itself never texts an opted-out contact). */
async function textLead(deps: NoticeDeps, a: AppointmentDto, body: string): Promise<void> {
  const to = a.smsConsent && a.clientPhone ? toE164(a.clientPhone) : undefined;
  if (!to) return;
  const from = (await listNumbers(a.userId)).find((n) => n.isActive)?.phoneNumber;
  if (!from) return;
  try {
    await sendSms(a.userId, from, to, body);
  } catch (err) {
    deps.logger.warn({ err, appointmentId: a.id }, 'appointment text not sent');
  }
}

/** Tells the lead about a booking, move, cancellation or (to a visitor's address) confirmation, and keeps the reminders in step. */
export async function tellLead(deps: NoticeDeps, change: AppointmentChange, a: AppointmentDto): Promise<void> {
  const agent = await agentOf(a.userId);
  if (!agent) return;
  const { revision, fromStranger, addressConfirmed, accountId } = await stateOf(a);
  if (change === 'moved' || change === 'cancelled') for (const r of REMINDERS) await cancelJob(reminderKey(a.id, revision - 1, r.kind));
  // Reminders only to an address that is the lead's; a confirmation schedules them (once per key) if the booking did not.
  if (addressConfirmed && change !== 'cancelled') {
    for (const r of REMINDERS) {
      const runAt = new Date(Date.parse(a.scheduledAt) - r.beforeMs);
      if (runAt.getTime() > Date.now())
        await scheduleJob(REMINDER_JOB, reminderKey(a.id, revision, r.kind), runAt, { appointmentId: a.id, revision, kind: r.kind });
    }
  }
  // Other bookings sent their invitation with the booking; a stranger's is sent once the lead confirms.
  if (change === 'confirmed' && !fromStranger) return;
  const link = appointmentLink(deps.baseUrl, a.id);
  if (a.clientEmail && addressConfirmed) await mailLead(deps, change, a, agent, link, revision);
  else if (a.clientEmail && change !== 'confirmed') await askToConfirm(deps, change, a, agent, link, accountId);
  if (change === 'confirmed') return;
  await textLead(
    deps,
    a,
    `${agent.name}: ${subjectOf(a, agent.name)} ${HEADLINES[change]}, ${formatSlot(a.scheduledAt, agent.timeZone)}. ${change === 'cancelled' ? 'Book again' : 'Confirm or change'}: ${link} Reply STOP to opt out.`,
  );
}

type Agent = NonNullable<Awaited<ReturnType<typeof agentOf>>>;

/** The notice, with the .ics their calendar app applies, to an address that is the lead's. */
async function mailLead(deps: NoticeDeps, change: AppointmentChange, a: AppointmentDto, agent: Agent, link: string, revision: number): Promise<void> {
  const when = whenOf(a, agent.timeZone);
  const next =
    change === 'cancelled'
      ? 'To book another time, reply to this email or use the link below.'
      : change === 'confirmed'
        ? 'The invitation is attached. To cancel or pick another time:'
        : 'Please confirm, cancel or pick another time here:';
  const text = `Hello${a.clientName ? ` ${a.clientName}` : ''},\n\n${a.title} with ${agent.name} ${HEADLINES[change]}: ${when}.${a.propertyAddress ? `\nWhere: ${a.propertyAddress}` : ''}\n\n${next}\n${link}\n\n${agent.name}`;
  await deps.outbox.enqueue({
    kind: `appointment-${change}`,
    to: a.clientEmail!,
    subject: `${subjectOf(a, agent.name)} ${HEADLINES[change]}: ${formatSlot(a.scheduledAt, agent.timeZone)}`,
    text,
    attachments: [
      {
        filename: 'appointment.ics',
        contentType: `text/calendar; charset=utf-8; method=${change === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
        content: appointmentIcs(a, agent, link, revision),
      },
    ],
  });
}

/**
 * To an address a visitor typed, not yet confirmed: a plain request to
 * confirm (no invitation a calendar app would add by itself, nothing the
 * visitor typed), within the unconfirmed-mail caps; past them, nothing.
 */
async function askToConfirm(deps: NoticeDeps, change: AppointmentChange, a: AppointmentDto, agent: Agent, link: string, accountId: string): Promise<void> {
  const mailbox = mailboxKey(a.clientEmail);
  if (!mailbox || !(await mayMailUnconfirmed(accountId, mailbox))) {
    deps.logger.info({ appointmentId: a.id, change }, 'lead notice not mailed: the address is unconfirmed and was mailed recently');
    return;
  }
  const cancelled = change === 'cancelled';
  const when = whenOf(a, agent.timeZone);
  const text = cancelled
    ? `Hello,\n\nThe showing with ${agent.name} on ${when} is cancelled.\n\n${agent.name}`
    : `Hello,\n\nA showing with ${agent.name} was requested for you${change === 'moved' ? ', now' : ''} on ${when}, through ${agent.name}’s assistant.${
        a.propertyAddress ? `\nWhere: ${a.propertyAddress}` : ''
      }\n\nPlease confirm it here, or cancel or pick another time:\n${link}\n\nIf you did not ask for this, ignore this email: the showing stays unconfirmed and you will get no reminders.\n\n${agent.name}`;
  await deps.outbox.enqueue({
    kind: `appointment-${change}`,
    to: a.clientEmail!,
    subject: cancelled ? `Your showing with ${agent.name} is cancelled` : `Please confirm your showing with ${agent.name}`,
    text,
  });
}

/** A reminder job: only for the appointment as it still is (same revision, not cancelled). */
export async function sendReminder(deps: NoticeDeps, payload: Record<string, unknown>): Promise<void> {
  const row = await AppointmentModel.findById(String(payload.appointmentId)).lean();
  if (!row || row.status !== 'scheduled' || (row.revision ?? 0) !== payload.revision) return;
  // Never to an address a visitor typed and no one confirmed (none is scheduled for one; this is the second lock).
  if (row.publicBooking && !row.emailConfirmedAt) return;
  const a = toAppointmentDto(row);
  const agent = await agentOf(a.userId);
  if (!agent) return;
  const label = REMINDERS.find((r) => r.kind === payload.kind)?.label ?? 'soon';
  const link = appointmentLink(deps.baseUrl, a.id);
  if (a.clientEmail) {
    await deps.outbox.enqueue({
      kind: `appointment-reminder-${String(payload.kind)}`,
      to: a.clientEmail,
      subject: `Reminder: ${subjectOf(a, agent.name)} ${label}, ${formatSlot(a.scheduledAt, agent.timeZone)}`,
      text: `Hello${a.clientName ? ` ${a.clientName}` : ''},\n\nA reminder: ${a.title} with ${agent.name} is ${label}, ${whenOf(a, agent.timeZone)}.${a.propertyAddress ? `\nWhere: ${a.propertyAddress}` : ''}\n\nConfirm, cancel or pick another time: ${link}\n\n${agent.name}`,
    });
  }
  await textLead(
    deps,
    a,
    `Reminder from ${agent.name}: ${subjectOf(a, agent.name)} ${label}, ${formatSlot(a.scheduledAt, agent.timeZone)}. Confirm or change: ${link}`,
  );
}

/** Mails the agent what their lead did through the link (when they want mail notifications); the subject names the lead only when the agent typed the name. */
export async function tellAgent(deps: NoticeDeps, a: AppointmentDto, did: string): Promise<void> {
  const agent = await agentOf(a.userId);
  if (!agent?.wantsMail) return;
  const subject =
    a.bookedBy === 'agent' ? `${a.clientName || 'Your client'} ${did}: ${a.title}` : `Your lead ${did}: showing ${formatSlot(a.scheduledAt, agent.timeZone)}`;
  await deps.outbox.enqueue({
    kind: 'appointment-lead-action',
    to: agent.email,
    subject,
    text: `${a.clientName || 'Your client'} ${did}.\n\n${a.title}: ${whenOf(a, agent.timeZone)}${a.status === 'cancelled' ? ' (cancelled)' : ''}.\n\nSee your calendar: ${deps.baseUrl}/calendar`,
  });
}
