import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { AgentSettingsModel } from '../../agent-settings/agent-settings.model.js';
import { subscribedAgent } from '../../auth/testing.js';
import { AppointmentModel } from '../appointment.model.js';
import { SlotTakenError } from '../appointments.errors.js';
import { bookShowing } from '../appointments.service.js';

withTestDatabase();
const { app } = createTestApp();

/** A weekday at least a few days ahead, YYYY-MM-DD (New York dates). */
function futureWeekday(daysAhead: number, weekday: number): string {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  while (d.getUTCDay() !== weekday) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

describe('GET /api/available-slots/{date}', () => {
  it('lists the free hours of a working day in the agent’s zone, minus booked ones', async () => {
    const { agent, user } = await subscribedAgent(app);
    const date = futureWeekday(3, 2); // a Tuesday
    const all = (await agent.get(`/api/available-slots/${date}`).expect(200)).body;
    expect(all.timeZone).toBe('America/New_York');
    expect(all.slots.map((s: { time: string }) => s.time)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    const ten = all.slots[1].start;
    await bookShowing({ userId: user.id, slot: ten, timeZone: 'America/New_York', clientName: 'Dana' });
    const after = (await agent.get(`/api/available-slots/${date}`).expect(200)).body;
    expect(after.slots.map((s: { time: string }) => s.time)).not.toContain('10:00');
    expect(after.slots).toHaveLength(7);
  });

  it('follows the agent’s own availability and time zone; weekends and past days are empty', async () => {
    const { agent, user } = await subscribedAgent(app);
    await AgentSettingsModel.updateOne(
      { userId: user.id },
      {
        $set: {
          timeZone: 'America/Los_Angeles',
          availableHours: { saturday: { enabled: true, start: '10:00', end: '12:00' }, monday: { enabled: false, start: '09:00', end: '17:00' } },
        },
      },
    );
    const saturday = futureWeekday(2, 6);
    const sat = (await agent.get(`/api/available-slots/${saturday}`).expect(200)).body;
    expect(sat).toMatchObject({ timeZone: 'America/Los_Angeles' });
    expect(sat.slots.map((s: { time: string }) => s.time)).toEqual(['10:00', '11:00']);
    // 10:00 in Los Angeles is 17:00 or 18:00 UTC, whatever the season.
    expect(new Date(sat.slots[0].start).getUTCHours()).toBeGreaterThanOrEqual(17);
    expect((await agent.get(`/api/available-slots/${futureWeekday(2, 1)}`).expect(200)).body.slots).toEqual([]);
    expect((await agent.get('/api/available-slots/2020-01-07').expect(200)).body.slots).toEqual([]);
  });

  it('answers 401 without a session and 400 for a date that is not a real day', async () => {
    await createTestApp().request.get('/api/available-slots/2030-01-07').expect(401);
    const { agent } = await subscribedAgent(app);
    for (const date of ['2030-02-30', 'tomorrow', '2030-1-7', '20300107']) {
      const res = await agent.get(`/api/available-slots/${date}`);
      expect(res.status, date).toBe(400);
      expect(res.body.message).toBe('Date must be a real calendar date in the form YYYY-MM-DD.');
    }
  });
});

describe('booking a showing', () => {
  it('lets exactly one of many concurrent bookings of one slot win; a cancelled slot can be booked again', async () => {
    const { user } = await subscribedAgent(app);
    const slot = '2030-01-08T15:00:00.000Z';
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => bookShowing({ userId: user.id, slot, timeZone: 'America/New_York', clientName: `Lead ${i}` })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason instanceof SlotTakenError)).toBe(true);
    expect(await AppointmentModel.countDocuments({ userId: user.id, scheduledAt: new Date(slot) })).toBe(1);

    await AppointmentModel.updateOne({ userId: user.id }, { $set: { status: 'cancelled' } });
    const again = await bookShowing({ userId: user.id, slot, timeZone: 'America/New_York', clientName: 'Lead 9' });
    expect(again).toMatchObject({ date: '2030-01-08', time: '10:00', status: 'scheduled', clientName: 'Lead 9' });
    // Another agent's calendar is separate.
    const { user: other } = await subscribedAgent(app);
    await expect(bookShowing({ userId: other.id, slot, timeZone: 'America/New_York', clientName: 'X' })).resolves.toMatchObject({ userId: other.id });
  });

  it('lists the agent’s appointments, soonest first, and no one else’s', async () => {
    const { agent, user } = await subscribedAgent(app);
    const { agent: other } = await subscribedAgent(app);
    await bookShowing({ userId: user.id, slot: '2030-01-09T15:00:00.000Z', timeZone: 'America/New_York', clientName: 'B' });
    await bookShowing({ userId: user.id, slot: '2030-01-08T15:00:00.000Z', timeZone: 'America/New_York', clientName: 'A' });
    const mine = (await agent.get('/api/appointments').expect(200)).body.appointments;
    expect(mine.map((a: { clientName: string }) => a.clientName)).toEqual(['A', 'B']);
    expect((await other.get('/api/appointments').expect(200)).body.appointments).toEqual([]);
    await other.get(`/api/appointments?userId=${user.id}`).expect(403);
  });
});
