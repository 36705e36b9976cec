import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { subscribedAgent } from '../../auth/testing.js';
import { AppointmentModel } from '../appointment.model.js';

withTestDatabase();
const { app } = createTestApp();

/** A weekday (0 = Sunday) at least `daysAhead` days from now, YYYY-MM-DD. */
function futureWeekday(daysAhead: number, weekday: number): string {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  while (d.getUTCDay() !== weekday) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const form = (date: string, time: string, extra: Record<string, unknown> = {}) => ({
  title: 'Showing at 12 Elm St',
  clientName: 'Dana Reyes',
  clientEmail: 'dana@example.com',
  clientPhone: '+15125550123',
  propertyAddress: '12 Elm St',
  appointmentType: 'showing',
  date,
  time,
  notes: 'Wants a yard',
  ...extra,
});

describe('POST /api/appointments', () => {
  it('books a free slot in the agent’s zone and stores the spec’s fields', async () => {
    const { agent, user } = await subscribedAgent(app);
    const date = futureWeekday(3, 3); // a Wednesday
    const res = await agent
      .post('/api/appointments')
      .send(form(date, '10:00', { userId: user.id }))
      .expect(201);
    expect(res.body.appointment).toMatchObject({
      title: 'Showing at 12 Elm St',
      clientName: 'Dana Reyes',
      appointmentType: 'showing',
      date,
      time: '10:00',
      status: 'scheduled',
      bookedBy: 'agent',
    });
    // 10:00 in New York is 14:00 or 15:00 UTC, depending on the season.
    expect([14, 15]).toContain(new Date(res.body.appointment.scheduledAt).getUTCHours());
    const slots = (await agent.get(`/api/available-slots/${date}`).expect(200)).body.slots.map((s: { time: string }) => s.time);
    expect(slots).not.toContain('10:00');
    expect(slots).toContain('11:00');
    expect(await AppointmentModel.countDocuments({ userId: user.id, status: 'scheduled' })).toBe(1);
  });

  it('answers 409 outside availability, in the past or on a taken slot, and 400 for a form without a title', async () => {
    const { agent } = await subscribedAgent(app);
    const saturday = futureWeekday(3, 6);
    const outside = await agent.post('/api/appointments').send(form(saturday, '10:00')).expect(409);
    expect(outside.body.message).toBe('That time is outside your available hours. Please choose one of the free slots.');
    const evening = await agent
      .post('/api/appointments')
      .send(form(futureWeekday(3, 2), '18:00'))
      .expect(409);
    expect(evening.body.code).toBe('OUTSIDE_AVAILABILITY');
    const past = await agent.post('/api/appointments').send(form('2021-03-03', '10:00')).expect(409);
    expect(past.body.message).toBe('That time has already passed. Please choose a later slot.');
    const date = futureWeekday(3, 4);
    await agent.post('/api/appointments').send(form(date, '09:00')).expect(201);
    const taken = await agent
      .post('/api/appointments')
      .send(form(date, '09:00', { title: 'Other' }))
      .expect(409);
    expect(taken.body.message).toBe('That time has just been booked. Please choose another slot.');
    const noTitle = await agent
      .post('/api/appointments')
      .send(form(date, '11:00', { title: '  ' }))
      .expect(400);
    expect(noTitle.body.message).toMatch(/title/i);
    await agent.post('/api/appointments').send(form(date, '11:30')).expect(400);
  });

  it('lets exactly one of 20 parallel requests for one slot succeed', async () => {
    const { agent, user } = await subscribedAgent(app);
    const date = futureWeekday(4, 1);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => agent.post('/api/appointments').send(form(date, '14:00', { title: `Try ${i}` }))));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await AppointmentModel.countDocuments({ userId: user.id, status: 'scheduled' })).toBe(1);
  });
});

describe('PATCH and DELETE /api/appointments/{id}', () => {
  it('moves an appointment to a free slot, refuses a taken one, and cancelling frees the slot', async () => {
    const { agent } = await subscribedAgent(app);
    const date = futureWeekday(3, 2);
    const a = (await agent.post('/api/appointments').send(form(date, '09:00')).expect(201)).body.appointment;
    await agent
      .post('/api/appointments')
      .send(form(date, '13:00', { title: 'Blocker' }))
      .expect(201);
    const moved = (await agent.patch(`/api/appointments/${a.id}`).send({ date, time: '15:00', notes: 'Moved by phone' }).expect(200)).body.appointment;
    expect(moved).toMatchObject({ time: '15:00', notes: 'Moved by phone', status: 'scheduled' });
    expect(Date.parse(moved.scheduledAt) - Date.parse(a.scheduledAt)).toBe(6 * 3600_000);
    const slots = () => agent.get(`/api/available-slots/${date}`).then((r) => r.body.slots.map((s: { time: string }) => s.time));
    expect(await slots()).toContain('09:00');
    expect(await slots()).not.toContain('15:00');
    expect((await agent.patch(`/api/appointments/${a.id}`).send({ date, time: '13:00' }).expect(409)).body.code).toBe('SLOT_TAKEN');
    expect(
      (
        await agent
          .patch(`/api/appointments/${a.id}`)
          .send({ date: futureWeekday(3, 0), time: '13:00' })
          .expect(409)
      ).body.code,
    ).toBe('OUTSIDE_AVAILABILITY');
    await agent.patch(`/api/appointments/${a.id}`).send({ date }).expect(400);

    const cancelled = (await agent.delete(`/api/appointments/${a.id}`).expect(200)).body.appointment;
    expect(cancelled.status).toBe('cancelled');
    expect(await slots()).toContain('15:00');
    expect((await agent.patch(`/api/appointments/${a.id}`).send({ date, time: '10:00' }).expect(409)).body.code).toBe('APPOINTMENT_CANCELLED');
    await agent.delete(`/api/appointments/${a.id}`).expect(200);
  });

  it('answers 404 for another agent’s appointment and 403 for creating in their name', async () => {
    const { agent: mine } = await subscribedAgent(app);
    const { agent: theirs, user: them } = await subscribedAgent(app);
    const date = futureWeekday(3, 5);
    const a = (await mine.post('/api/appointments').send(form(date, '10:00')).expect(201)).body.appointment;
    expect((await theirs.get(`/api/appointments/${a.id}`).expect(404)).body.message).toBe('Appointment not found.');
    await theirs.patch(`/api/appointments/${a.id}`).send({ date, time: '11:00' }).expect(404);
    await theirs.delete(`/api/appointments/${a.id}`).expect(404);
    expect(await AppointmentModel.findById(a.id).lean()).toMatchObject({ status: 'scheduled', time: '10:00' });
    await mine
      .post('/api/appointments')
      .send(form(date, '11:00', { userId: them.id }))
      .expect(403);
    expect((await theirs.get('/api/appointments').expect(200)).body.appointments).toEqual([]);
    await createTestApp().request.post('/api/appointments').send(form(date, '11:00')).expect(401);
  });
});
