import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { subscribedAgent } from '../../auth/testing.js';
import { OutboxModel } from '../../outbox/outbox.model.js';
import { AppointmentModel } from '../appointment.model.js';
import { PUBLIC_APPOINTMENT_LIMITS } from '../public-appointment-limits.js';

withTestDatabase();
// TRUST_PROXY so each request can come from the client IP the test names (X-Forwarded-For).
const { app, request } = createTestApp({ env: { TRUST_PROXY: true } });

function futureWeekday(daysAhead: number, weekday: number): string {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  while (d.getUTCDay() !== weekday) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A booked appointment and the path of the lead's page (/a/{token}) from the lead's mail. */
async function bookedAppointment() {
  const email = `lead-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const { agent } = await subscribedAgent(app, { firstName: 'Maya' });
  const a = (
    await agent
      .post('/api/appointments')
      .send({ title: 'Showing at 9 Oak Ave', clientName: 'Dana', clientEmail: email, date: futureWeekday(4, 3), time: '10:00' })
      .expect(201)
  ).body.appointment;
  const mail = await OutboxModel.findOne({ to: email }).lean();
  const path = /http:\/\/localhost:\d+(\/a\/[\w.-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  expect(path).toMatch(/^\/a\//);
  return { id: a.id as string, path };
}

const forged = (id: string) => `/a/${id}.AAAAAAAAAAAAAAAAAAAAAAAA`;

describe('per-IP caps on the lead’s appointment page (/a/{token})', () => {
  it('views: over the cap from one IP (forged links included), a 429 page with Retry-After; another IP still sees the page', async () => {
    const { id, path } = await bookedAppointment();
    const ip = '192.0.2.10';
    for (let i = 0; i < PUBLIC_APPOINTMENT_LIMITS.viewIp.max; i += 1) await request.get(forged(id)).set('X-Forwarded-For', ip).expect(404);
    const limited = await request.get(path).set('X-Forwarded-For', ip).expect(429);
    expect(limited.headers['content-type']).toMatch(/^text\/html/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    expect(limited.headers['content-security-policy']).toContain("default-src 'none'");
    expect(limited.text).toContain('Too many requests from your network. Please try again in 15 minutes, or contact your agent.');
    expect(limited.text).not.toContain('Showing at 9 Oak Ave');
    expect((await request.get(path).set('X-Forwarded-For', '192.0.2.11').expect(200)).text).toContain('Showing at 9 Oak Ave');
  });

  it('actions: over the per-IP cap, confirm is refused (429 page) and changes nothing; from another IP it confirms', async () => {
    const { id, path } = await bookedAppointment();
    const ip = '192.0.2.20';
    for (let i = 0; i < PUBLIC_APPOINTMENT_LIMITS.actionIp.max; i += 1)
      await request
        .post(`${forged(id)}/cancel`)
        .set('X-Forwarded-For', ip)
        .type('form')
        .send({})
        .expect(404);
    const limited = await request.post(`${path}/confirm`).set('X-Forwarded-For', ip).type('form').send({}).expect(429);
    expect(limited.text).toContain('Please try again in an hour');
    expect((await AppointmentModel.findById(id).lean())?.confirmedAt).toBeFalsy();
    await request.post(`${path}/confirm`).set('X-Forwarded-For', '192.0.2.21').type('form').send({}).expect(303);
    expect((await AppointmentModel.findById(id).lean())?.confirmedAt).toBeInstanceOf(Date);
  });

  it('actions on one appointment are capped from everywhere, so one link cannot flood its agent', async () => {
    const { id, path } = await bookedAppointment();
    // An unknown slot answers "taken" (303) without changing anything, but counts.
    for (let i = 0; i < PUBLIC_APPOINTMENT_LIMITS.actionAppointment.max; i += 1) {
      await request
        .post(`${path}/move`)
        .set('X-Forwarded-For', `192.0.2.${100 + i}`)
        .type('form')
        .send({ slot: 'never' })
        .expect(303);
    }
    await request.post(`${path}/cancel`).set('X-Forwarded-For', '192.0.2.200').type('form').send({}).expect(429);
    expect((await AppointmentModel.findById(id).lean())?.status).toBe('scheduled');
    // Another appointment's link, from the same new IP, is not affected.
    const other = await bookedAppointment();
    await request.post(`${other.path}/cancel`).set('X-Forwarded-For', '192.0.2.200').type('form').send({}).expect(303);
  });
});
