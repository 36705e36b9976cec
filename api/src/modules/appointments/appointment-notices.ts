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

/**
 * What the lead and the agent are told. A booked, moved or cancelled
 * appointment mails the lead (with an .ics their calendar app applies) and,
 * with their consent and a phone, texts them from the agent's number;
 * reminders go 24 h and 1 h before as durable jobs, keyed by the
 * appointment's revision, so a move or cancel drops the old ones and a
 * stale one that ran anyway does nothing. Every message carries the lead's
 * signed link (lead-links.ts).
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

const revisionOf = async (id: string) => (await AppointmentModel.findById(id, { revision: 1 }).lean())?.revision ?? 0;

const whenOf = (a: AppointmentDto, timeZone: string) => `${formatSlot(a.scheduledAt, timeZone)} (${timeZone.replace(/_/g, ' ')} time)`;

const HEADLINES: Record<Exclude<AppointmentChange, 'confirmed'>, string> = { booked: 'is booked', moved: 'has moved', cancelled: 'is cancelled' };

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

/** Tells the lead about a booking, move or cancellation, and keeps the reminders in step. */
export async function tellLead(deps: NoticeDeps, change: AppointmentChange, a: AppointmentDto): Promise<void> {
  const agent = await agentOf(a.userId);
  if (!agent) return;
  const revision = await revisionOf(a.id);
  if (change === 'moved' || change === 'cancelled') for (const r of REMINDERS) await cancelJob(reminderKey(a.id, revision - 1, r.kind));
  if (change === 'booked' || change === 'moved') {
    for (const r of REMINDERS) {
      const runAt = new Date(Date.parse(a.scheduledAt) - r.beforeMs);
      if (runAt.getTime() > Date.now())
        await scheduleJob(REMINDER_JOB, reminderKey(a.id, revision, r.kind), runAt, { appointmentId: a.id, revision, kind: r.kind });
    }
  }
  if (change === 'confirmed') return;
  const link = appointmentLink(deps.baseUrl, a.id);
  const when = whenOf(a, agent.timeZone);
  const what = a.title;
  if (a.clientEmail) {
    const text = `Hello${a.clientName ? ` ${a.clientName}` : ''},\n\n${what} with ${agent.name} ${HEADLINES[change]}: ${when}.${a.propertyAddress ? `\nWhere: ${a.propertyAddress}` : ''}\n\n${
      change === 'cancelled' ? 'To book another time, reply to this email or use the link below.' : 'Please confirm, cancel or pick another time here:'
    }\n${link}\n\n${agent.name}`;
    await deps.outbox.enqueue({
      kind: `appointment-${change}`,
      to: a.clientEmail,
      subject: `${what} ${HEADLINES[change]}: ${formatSlot(a.scheduledAt, agent.timeZone)}`,
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
  await textLead(
    deps,
    a,
    `${agent.name}: ${what} ${HEADLINES[change]}, ${formatSlot(a.scheduledAt, agent.timeZone)}. ${change === 'cancelled' ? 'Book again' : 'Confirm or change'}: ${link} Reply STOP to opt out.`,
  );
}

/** A reminder job: only for the appointment as it still is (same revision, not cancelled). */
export async function sendReminder(deps: NoticeDeps, payload: Record<string, unknown>): Promise<void> {
  const row = await AppointmentModel.findById(String(payload.appointmentId)).lean();
  if (!row || row.status !== 'scheduled' || (row.revision ?? 0) !== payload.revision) return;
  const a = toAppointmentDto(row);
  const agent = await agentOf(a.userId);
  if (!agent) return;
  const label = REMINDERS.find((r) => r.kind === payload.kind)?.label ?? 'soon';
  const link = appointmentLink(deps.baseUrl, a.id);
  if (a.clientEmail) {
    await deps.outbox.enqueue({
      kind: `appointment-reminder-${String(payload.kind)}`,
      to: a.clientEmail,
      subject: `Reminder: ${a.title} ${label}, ${formatSlot(a.scheduledAt, agent.timeZone)}`,
      text: `Hello${a.clientName ? ` ${a.clientName}` : ''},\n\nA reminder: ${a.title} with ${agent.name} is ${label}, ${whenOf(a, agent.timeZone)}.${a.propertyAddress ? `\nWhere: ${a.propertyAddress}` : ''}\n\nConfirm, cancel or pick another time: ${link}\n\n${agent.name}`,
    });
  }
  await textLead(deps, a, `Reminder from ${agent.name}: ${a.title} ${label}, ${formatSlot(a.scheduledAt, agent.timeZone)}. Confirm or change: ${link}`);
}

/** Mails the agent what their lead did through the link (when they want mail notifications). */
export async function tellAgent(deps: NoticeDeps, a: AppointmentDto, did: string): Promise<void> {
  const agent = await agentOf(a.userId);
  if (!agent?.wantsMail) return;
  await deps.outbox.enqueue({
    kind: 'appointment-lead-action',
    to: agent.email,
    subject: `${a.clientName || 'Your client'} ${did}: ${a.title}`,
    text: `${a.clientName || 'Your client'} ${did}.\n\n${a.title}: ${whenOf(a, agent.timeZone)}${a.status === 'cancelled' ? ' (cancelled)' : ''}.\n\nSee your calendar: ${deps.baseUrl}/calendar`,
  });
}
