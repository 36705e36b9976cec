import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { subscribedAgent } from '../../auth/testing.js';

withTestDatabase();
const { app } = createTestApp();

const day = (enabled: boolean, start = '09:00', end = '17:00') => ({ enabled, start, end });
const week = (overrides: Record<string, ReturnType<typeof day>> = {}) => ({
  monday: day(true),
  tuesday: day(true),
  wednesday: day(true),
  thursday: day(true),
  friday: day(true),
  saturday: day(false),
  sunday: day(false),
  ...overrides,
});
const times = (body: { slots: { time: string }[] }) => body.slots.map((s) => s.time);

describe('PUT /api/users/{id}/availability', () => {
  it('starts from the spec’s defaults, saves hours and zone, and the slots follow', async () => {
    const { agent, user } = await subscribedAgent(app);
    const defaults = (await agent.get(`/api/users/${user.id}/availability`).expect(200)).body;
    expect(defaults.timeZone).toBe('America/New_York');
    expect(defaults.availableHours.monday).toEqual({ enabled: true, start: '09:00', end: '17:00' });
    expect(defaults.availableHours.sunday.enabled).toBe(false);

    const saved = (
      await agent
        .put(`/api/users/${user.id}/availability`)
        .send({ timeZone: 'america/chicago', availableHours: week({ saturday: day(true, '10:00', '13:00') }) })
        .expect(200)
    ).body;
    expect(saved.timeZone).toBe('America/Chicago');
    expect((await agent.get(`/api/users/${user.id}/availability`).expect(200)).body.availableHours.saturday).toEqual({
      enabled: true,
      start: '10:00',
      end: '13:00',
    });
    // 2027-03-13 is a Saturday: 10:00 in Chicago (CST, UTC-6) is 16:00 UTC.
    const sat = (await agent.get('/api/available-slots/2027-03-13').expect(200)).body;
    expect(sat.timeZone).toBe('America/Chicago');
    expect(times(sat)).toEqual(['10:00', '11:00', '12:00']);
    expect(sat.slots[0].start).toBe('2027-03-13T16:00:00.000Z');
    // Any IANA zone is accepted, not only the four the settings list.
    await agent.put(`/api/users/${user.id}/availability`).send({ timeZone: 'Europe/Lisbon', availableHours: week() }).expect(200);
  });

  it('refuses an unknown zone, an hour not on the hour, an end before the start, and another user’s id', async () => {
    const { agent, user } = await subscribedAgent(app);
    const { user: other } = await subscribedAgent(app);
    const zone = await agent.put(`/api/users/${user.id}/availability`).send({ timeZone: 'America/Atlantis', availableHours: week() }).expect(400);
    expect(zone.body.message).toBe('Time zone must be an IANA time zone such as America/New_York.');
    await agent
      .put(`/api/users/${user.id}/availability`)
      .send({ timeZone: 'America/New_York', availableHours: week({ monday: day(true, '09:30', '17:00') }) })
      .expect(400);
    const order = await agent
      .put(`/api/users/${user.id}/availability`)
      .send({ timeZone: 'America/New_York', availableHours: week({ monday: day(true, '17:00', '09:00') }) })
      .expect(400);
    expect(JSON.stringify(order.body)).toContain('A day’s end must be after its start.');
    // A day that is off may keep any hours.
    await agent
      .put(`/api/users/${user.id}/availability`)
      .send({ timeZone: 'America/New_York', availableHours: week({ sunday: day(false, '17:00', '09:00') }) })
      .expect(200);
    await agent.put(`/api/users/${other.id}/availability`).send({ timeZone: 'America/New_York', availableHours: week() }).expect(403);
    await agent.get(`/api/users/${other.id}/availability`).expect(403);
  });
});

describe('GET /api/available-slots/{date} across daylight-saving changes (America/New_York)', () => {
  it('the March change day skips 02:00 and every slot keeps its wall-clock hour', async () => {
    const { agent, user } = await subscribedAgent(app);
    await agent
      .put(`/api/users/${user.id}/availability`)
      .send({ timeZone: 'America/New_York', availableHours: week({ sunday: day(true, '00:00', '23:00'), saturday: day(true, '09:00', '10:00') }) })
      .expect(200);
    // 2027-03-14: clocks jump from 02:00 EST to 03:00 EDT.
    const body = (await agent.get('/api/available-slots/2027-03-14').expect(200)).body;
    const hours = times(body);
    expect(hours).not.toContain('02:00');
    expect(hours).toHaveLength(22);
    expect(hours.slice(0, 4)).toEqual(['00:00', '01:00', '03:00', '04:00']);
    const at = (t: string) => body.slots.find((s: { time: string }) => s.time === t).start;
    expect(at('01:00')).toBe('2027-03-14T06:00:00.000Z');
    expect(at('03:00')).toBe('2027-03-14T07:00:00.000Z');
    expect(at('09:00')).toBe('2027-03-14T13:00:00.000Z');
    // The day before, 09:00 was 14:00 UTC.
    expect((await agent.get('/api/available-slots/2027-03-13').expect(200)).body.slots[0].start).toBe('2027-03-13T14:00:00.000Z');
  });

  it('the November change day lists 01:00 once and 09:00 is 14:00 UTC again', async () => {
    const { agent, user } = await subscribedAgent(app);
    await agent
      .put(`/api/users/${user.id}/availability`)
      .send({ timeZone: 'America/New_York', availableHours: week({ sunday: day(true, '00:00', '23:00'), saturday: day(true, '09:00', '10:00') }) })
      .expect(200);
    // 2027-11-07: clocks fall back from 02:00 EDT to 01:00 EST.
    const body = (await agent.get('/api/available-slots/2027-11-07').expect(200)).body;
    const hours = times(body);
    expect(hours).toHaveLength(23);
    expect(hours.filter((h) => h === '01:00')).toHaveLength(1);
    const at = (t: string) => body.slots.find((s: { time: string }) => s.time === t).start;
    expect(at('00:00')).toBe('2027-11-07T04:00:00.000Z');
    expect(at('01:00')).toBe('2027-11-07T05:00:00.000Z');
    expect(at('02:00')).toBe('2027-11-07T07:00:00.000Z');
    expect(at('09:00')).toBe('2027-11-07T14:00:00.000Z');
    expect((await agent.get('/api/available-slots/2027-11-06').expect(200)).body.slots[0].start).toBe('2027-11-06T13:00:00.000Z');
  });

  it('an appointment on the change day is booked at the right instant and blocks exactly its hour', async () => {
    const { agent, user } = await subscribedAgent(app);
    await agent
      .put(`/api/users/${user.id}/availability`)
      .send({ timeZone: 'America/New_York', availableHours: week({ sunday: day(true, '00:00', '23:00') }) })
      .expect(200);
    const a = (await agent.post('/api/appointments').send({ title: 'Early', date: '2027-11-07', time: '02:00' }).expect(201)).body.appointment;
    expect(a.scheduledAt).toBe('2027-11-07T07:00:00.000Z');
    const hours = times((await agent.get('/api/available-slots/2027-11-07').expect(200)).body);
    expect(hours).not.toContain('02:00');
    expect(hours).toContain('01:00');
    expect(hours).toContain('03:00');
    // 02:00 does not exist on the March change day.
    expect((await agent.post('/api/appointments').send({ title: 'Ghost hour', date: '2027-03-14', time: '02:00' }).expect(409)).body.code).toBe(
      'OUTSIDE_AVAILABILITY',
    );
  });
});
