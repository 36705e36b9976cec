import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { subscribedAgent } from '../../auth/testing.js';
import { JobModel } from '../../jobs/job.model.js';
import { runDueJobs } from '../../jobs/jobs.service.js';
import { OutboxModel } from '../../outbox/outbox.model.js';
import { AppointmentModel } from '../appointment.model.js';

withTestDatabase();
const { app } = createTestApp();
const quiet = { warn: () => {}, error: () => {} };

function futureWeekday(daysAhead: number, weekday: number): string {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  while (d.getUTCDay() !== weekday) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const mailsTo = (to: string) => OutboxModel.find({ to }).sort({ createdAt: 1 }).lean();
const linkIn = (text: string) => /http:\/\/localhost:\d+(\/a\/[\w.-]+)/.exec(text)?.[1] ?? '';

async function bookedAppointment(email = `lead${Date.now()}@example.com`) {
  const { agent, user } = await subscribedAgent(app, { firstName: 'Maya', lastName: 'Lopez' });
  const date = futureWeekday(4, 3);
  const a = (
    await agent
      .post('/api/appointments')
      .send({ title: 'Showing at 12 Elm St', clientName: 'Dana', clientEmail: email, propertyAddress: '12 Elm St', date, time: '10:00' })
      .expect(201)
  ).body.appointment;
  return { agent, user, a, date, email };
}

describe('the lead is told, with an .ics', () => {
  it('mails a booking with an invitation, a move with a newer one, and a cancellation with METHOD:CANCEL', async () => {
    const { agent, a, date, email } = await bookedAppointment();
    const [booked] = await mailsTo(email);
    expect(booked).toMatchObject({ kind: 'appointment-booked' });
    expect(booked?.text).toContain('Maya Lopez');
    expect(booked?.text).toContain('10:00 AM');
    const ics = booked?.attachments?.[0];
    expect(ics?.filename).toBe('appointment.ics');
    expect(ics?.content).toContain('BEGIN:VEVENT');
    expect(ics?.content).toContain(`UID:appointment-${a.id}@leadnest`);
    expect(ics?.content).toContain(`DTSTART:${a.scheduledAt.replace(/[-:]/g, '').replace('.000', '')}`);
    expect(ics?.content).toContain('METHOD:REQUEST');

    await agent.patch(`/api/appointments/${a.id}`).send({ date, time: '14:00' }).expect(200);
    await agent.delete(`/api/appointments/${a.id}`).expect(200);
    const all = await mailsTo(email);
    expect(all.map((m) => m.kind)).toEqual(['appointment-booked', 'appointment-moved', 'appointment-cancelled']);
    expect(all[1]?.attachments?.[0]?.content).toContain('SEQUENCE:1');
    expect(all[2]?.attachments?.[0]?.content).toContain('METHOD:CANCEL');
    expect(all[2]?.attachments?.[0]?.content).toContain('STATUS:CANCELLED');
  });
});

describe('reminders 24 h and 1 h before', () => {
  it('are durable jobs that run after a restart, follow a move, and vanish with a cancellation', async () => {
    const { agent, a, date, email } = await bookedAppointment();
    const at = Date.parse(a.scheduledAt);
    const jobs = await JobModel.find({ name: 'appointments.reminder', 'payload.appointmentId': a.id }).lean();
    expect(jobs.map((j) => j.runAt.getTime()).sort()).toEqual([at - 24 * 3600_000, at - 3600_000]);

    // A restart: a new app registers the handlers again; the stored jobs are still there and run once when due.
    createTestApp();
    await runDueJobs(quiet, new Date(at - 25 * 3600_000));
    expect((await mailsTo(email)).filter((m) => m.kind.startsWith('appointment-reminder'))).toEqual([]);
    await runDueJobs(quiet, new Date(at - 24 * 3600_000 + 1000));
    await runDueJobs(quiet, new Date(at - 24 * 3600_000 + 2000));
    const reminders = (await mailsTo(email)).filter((m) => m.kind.startsWith('appointment-reminder'));
    expect(reminders.map((m) => m.kind)).toEqual(['appointment-reminder-24h']);
    expect(reminders[0]?.subject).toContain('tomorrow');

    // A move drops the pending 1 h reminder of the old time and schedules the new time's.
    const moved = (await agent.patch(`/api/appointments/${a.id}`).send({ date, time: '15:00' }).expect(200)).body.appointment;
    const pending = await JobModel.find({ name: 'appointments.reminder', 'payload.appointmentId': a.id, status: 'pending' }).lean();
    expect(pending.map((j) => j.runAt.getTime()).sort()).toEqual([Date.parse(moved.scheduledAt) - 24 * 3600_000, Date.parse(moved.scheduledAt) - 3600_000]);

    await agent.delete(`/api/appointments/${a.id}`).expect(200);
    expect(await JobModel.countDocuments({ name: 'appointments.reminder', 'payload.appointmentId': a.id, status: 'pending' })).toBe(0);
  });

  it('a stale reminder (of an earlier time) sends nothing', async () => {
    const { agent, a, date, email } = await bookedAppointment();
    const stale = await JobModel.findOne({ name: 'appointments.reminder', 'payload.appointmentId': a.id, 'payload.kind': '1h' }).lean();
    await agent.patch(`/api/appointments/${a.id}`).send({ date, time: '16:00' }).expect(200);
    // Put the old job back as if a runner had claimed it before the move removed it.
    await JobModel.create({ ...stale, _id: undefined, key: `${stale?.key}-replay`, status: 'pending' });
    await runDueJobs(quiet, new Date(Date.parse(a.scheduledAt) - 3600_000 + 1000));
    // (The new time's 24 h reminder is due by then too; the old time's 1 h one must not go.)
    const sent = (await mailsTo(email)).filter((m) => m.kind.startsWith('appointment-reminder'));
    expect(sent.map((m) => m.kind)).toEqual(['appointment-reminder-24h']);
    expect(sent[0]?.subject).toContain('4:00 PM');
    expect(await JobModel.findOne({ key: `${stale?.key}-replay` }).lean()).toMatchObject({ status: 'done' });
  });
});

describe('the lead’s signed link', () => {
  it('shows the appointment, confirms it, moves it to another free slot and cancels it; the agent is mailed each time', async () => {
    const { user, a, email } = await bookedAppointment();
    const path = linkIn((await mailsTo(email))[0]?.text ?? '');
    expect(path).toMatch(/^\/a\//);
    const visitor = createTestApp().request;
    const pageRes = await visitor.get(path).expect(200);
    expect(pageRes.text).toContain('Showing at 12 Elm St');
    expect(pageRes.headers['content-security-policy']).toContain("default-src 'none'");

    await visitor.post(`${path}/confirm`).type('form').send({}).expect(303);
    expect((await AppointmentModel.findById(a.id).lean())?.confirmedAt).toBeInstanceOf(Date);
    expect((await visitor.get(`${path}?done=confirmed`).expect(200)).text).toContain('your appointment is confirmed');

    const slot = /name="slot" value="([^"]+)"/.exec((await visitor.get(path)).text)?.[1] ?? '';
    expect(slot).not.toBe('');
    await visitor.post(`${path}/move`).type('form').send({ slot }).expect(303);
    const moved = await AppointmentModel.findById(a.id).lean();
    expect(moved?.scheduledAt.toISOString()).toBe(slot);
    expect(moved?.confirmedAt).toBeFalsy();
    expect((await mailsTo(email)).map((m) => m.kind)).toContain('appointment-moved');

    await visitor.post(`${path}/cancel`).type('form').send({}).expect(303);
    expect((await AppointmentModel.findById(a.id).lean())?.status).toBe('cancelled');
    const agentMails = (await mailsTo(user.email)).filter((m) => m.kind === 'appointment-lead-action').map((m) => m.subject);
    expect(agentMails).toEqual([
      'Dana confirmed the appointment: Showing at 12 Elm St',
      'Dana moved the appointment: Showing at 12 Elm St',
      'Dana cancelled the appointment: Showing at 12 Elm St',
    ]);
  });

  it('refuses a forged or altered token', async () => {
    const { a, email } = await bookedAppointment();
    const path = linkIn((await mailsTo(email))[0]?.text ?? '');
    const visitor = createTestApp().request;
    await visitor.get(`${path.slice(0, -2)}xx`).expect(404);
    await visitor.get(`/a/${a.id}.AAAAAAAAAAAAAAAAAAAAAAAA`).expect(404);
    await visitor.post(`/a/${a.id}.AAAAAAAAAAAAAAAAAAAAAAAA/cancel`).type('form').send({}).expect(404);
    expect((await AppointmentModel.findById(a.id).lean())?.status).toBe('scheduled');
  });
});
