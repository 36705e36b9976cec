import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { type LoopbackClient, type LoopbackClients, loopbackClients } from '../../../test-support/loopback-clients.js';
import { chatAgent, visitor } from '../../assistant/testing.js';
import { JobModel } from '../../jobs/job.model.js';
import { OutboxModel } from '../../outbox/outbox.model.js';
import { AppointmentModel } from '../appointment.model.js';
import { bookShowing } from '../appointments.service.js';
import { PUBLIC_BOOKING_LIMITS, PublicBookingRefusedError } from '../public-booking-limits.js';

withTestDatabase();
const { app } = createTestApp();
// Visitors come from several loopback addresses, as visitors (or a flood) from several machines would.
let clients: LoopbackClients;
beforeAll(async () => {
  clients = await loopbackClients(app);
});
afterAll(() => clients.close());

/** A visitor who qualifies, gives a name and an address, and takes the first time offered. */
async function bookFrom(publicId: string, from: LoopbackClient, email: string) {
  const v = visitor(app, publicId, from);
  await v.say(`Hi, I'm Dana Cole, ${email}. We want to buy a 3 bed house in Decatur under 500k, pre-approved, moving in 2 months`);
  return { v, reply: v.replyOf(await v.say('the first one works')) };
}

const BOOKED = /with Maya\. You’ll get a confirmation shortly/;
const NOTED = /as your preferred time, and Maya will confirm it with you shortly/;
const mailsTo = (to: string) => OutboxModel.find({ to }).sort({ createdAt: 1 }).lean();
const linkIn = (text: string) => /http:\/\/localhost:\d+(\/a\/[\w.-]+)/.exec(text)?.[1] ?? '';
const remindersOf = (id: unknown) => JobModel.countDocuments({ name: 'appointments.reminder', 'payload.appointmentId': String(id) });

describe('showings booked through the website chat', () => {
  it('one network books at most its share a day, each address holds one open booking, and a visitor elsewhere still books', async () => {
    const { userId, publicId } = await chatAgent(app);
    const flooder = clients.from('127.0.0.2');
    const replies: string[] = [];
    for (let i = 0; i < PUBLIC_BOOKING_LIMITS.perNetwork.max + 2; i++) replies.push((await bookFrom(publicId, flooder, `flood${i}@example.com`)).reply);
    expect(replies.slice(0, PUBLIC_BOOKING_LIMITS.perNetwork.max).every((r) => BOOKED.test(r))).toBe(true);
    // Refused without saying why: the time is noted for the agent to confirm.
    expect(replies.slice(PUBLIC_BOOKING_LIMITS.perNetwork.max).every((r) => NOTED.test(r))).toBe(true);
    expect(await AppointmentModel.countDocuments({ userId })).toBe(PUBLIC_BOOKING_LIMITS.perNetwork.max);

    // One open booking per address, however it is spelled, from any network.
    expect((await bookFrom(publicId, clients.from('127.0.0.3'), 'dana.cole@gmail.com')).reply).toMatch(BOOKED);
    expect((await bookFrom(publicId, clients.from('127.0.0.4'), 'danacole+again@gmail.com')).reply).toMatch(NOTED);
    expect(await AppointmentModel.countDocuments({ userId, clientEmail: /gmail/ })).toBe(1);

    // While the first network is held, a visitor at another address books.
    const [elsewhere] = await Promise.all([
      bookFrom(publicId, clients.from('127.0.0.5'), 'sam@example.com'),
      bookFrom(publicId, flooder, 'flood-x@example.com'),
    ]);
    expect(elsewhere.reply).toMatch(BOOKED);
    expect(await AppointmentModel.countDocuments({ userId })).toBe(PUBLIC_BOOKING_LIMITS.perNetwork.max + 2);
  }, 120_000);

  it('caps an agent’s public bookings a day, from any number of networks', async () => {
    const { userId, publicId } = await chatAgent(app);
    for (let i = 0; i < PUBLIC_BOOKING_LIMITS.perAccount.max; i++)
      expect((await bookFrom(publicId, clients.from(`127.0.2.${i + 1}`), `lead${i}@example.com`)).reply).toMatch(BOOKED);
    expect((await bookFrom(publicId, clients.from('127.0.2.200'), 'late@example.com')).reply).toMatch(NOTED);
    expect(await AppointmentModel.countDocuments({ userId })).toBe(PUBLIC_BOOKING_LIMITS.perAccount.max);
  }, 120_000);

  it('one open booking per visitor: a second one is refused and stores nothing', async () => {
    const { userId } = await chatAgent(app);
    const slot = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const source = { accountId: userId, conversationId: '65f0c0ffee0000000000c0de', network: '127.0.0.9' };
    const request = { userId, timeZone: 'America/New_York', clientName: 'Dana', conversationId: source.conversationId, publicSource: source };
    await bookShowing({ ...request, slot: slot(3), clientEmail: 'one@example.com' });
    await expect(bookShowing({ ...request, slot: slot(4), clientEmail: 'two@example.com' })).rejects.toBeInstanceOf(PublicBookingRefusedError);
    expect(await AppointmentModel.countDocuments({ userId })).toBe(1);
  });
});

describe('mail to an address a visitor typed', () => {
  it('is one plain request to confirm, with nothing the visitor typed in its subject, and no reminders until the lead confirms', async () => {
    const { agent, userId, publicId } = await chatAgent(app, { lastName: 'Lopez' });
    const email = 'victim@example.com';
    expect((await bookFrom(publicId, clients.from('127.0.0.6'), email)).reply).toMatch(BOOKED);
    const booked = await AppointmentModel.findOne({ userId, clientEmail: email }).lean();
    const [request, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(request).toMatchObject({ kind: 'appointment-booked', subject: 'Please confirm your showing with Maya Lopez' });
    expect(request?.subject).not.toMatch(/Dana|Cole/);
    // No invitation a calendar app would add by itself.
    expect(request?.attachments ?? []).toEqual([]);
    expect(request?.text).toMatch(/If you did not ask for this, ignore this email/);
    expect(await remindersOf(booked?._id)).toBe(0);

    // The agent moves it: the unconfirmed address was mailed today already, so nothing more goes.
    const free = (await agent.get(`/api/available-slots/${booked!.date}`).expect(200)).body.slots as { time: string }[];
    const time = free.find((s) => s.time !== booked!.time)?.time;
    await agent.patch(`/api/appointments/${booked!._id}`).send({ date: booked!.date, time }).expect(200);
    expect(await mailsTo(email)).toHaveLength(1);

    // The lead confirms through the link: the address is theirs now, so the invitation comes and the reminders are set.
    const path = linkIn(request?.text ?? '');
    const lead = createTestApp().request;
    await lead.post(`${path}/confirm`).type('form').send({}).expect(303);
    const confirmed = await AppointmentModel.findById(booked!._id).lean();
    expect(confirmed?.emailConfirmedAt).toBeInstanceOf(Date);
    const after = await mailsTo(email);
    expect(after.map((m) => m.kind)).toEqual(['appointment-booked', 'appointment-confirmed']);
    expect(after[1]?.subject).toMatch(/^Your showing with Maya Lopez is confirmed: /);
    expect(after[1]?.attachments?.[0]?.content).toContain('METHOD:REQUEST');
    expect(await remindersOf(booked!._id)).toBe(2);
    // The agent hears of it without the visitor's words in the subject either.
    const toAgent = await OutboxModel.findOne({ kind: 'appointment-lead-action' }).lean();
    expect(toAgent?.subject).toMatch(/^Your lead confirmed the appointment: showing /);
  });

  it('goes at most once a day to an address no one confirmed, whoever books with it', async () => {
    const { agent, userId, publicId } = await chatAgent(app, { lastName: 'Lopez' });
    const email = 'someone@example.com';
    await bookFrom(publicId, clients.from('127.0.0.7'), email);
    const first = await AppointmentModel.findOne({ userId, clientEmail: email }).lean();
    // The agent cancels the junk booking; another visitor books with the same address.
    await agent.delete(`/api/appointments/${first!._id}`).expect(200);
    expect((await bookFrom(publicId, clients.from('127.0.0.8'), 'someone+2@example.com')).reply).toMatch(BOOKED);
    expect(await AppointmentModel.countDocuments({ userId, status: 'scheduled' })).toBe(1);
    expect((await OutboxModel.find({ to: /^someone/ }).lean()).map((m) => m.subject)).toEqual(['Please confirm your showing with Maya Lopez']);
  });
});
