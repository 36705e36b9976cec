import { toWallTime } from '@leadnest/assistant-engine';
import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { chatAgent, visitor } from '../../assistant/testing.js';
import { ConversationModel } from '../../conversations/conversation.model.js';

withTestDatabase();
const { app } = createTestApp();

const pad = (n: number) => String(n).padStart(2, '0');
const QUALIFIED = "Hi, I'm Dana Cole, 404-555-1234. We want to buy a 3 bed house in Decatur under 500k, pre-approved, moving in 2 months";

describe('the assistant offers the calendar’s free slots', () => {
  it('every slot it offers is one GET /api/available-slots lists, in the agent’s zone and hours, and never a booked one', async () => {
    const { agent, userId, publicId } = await chatAgent(app);
    const day = (enabled: boolean) => ({ enabled, start: '10:00', end: '13:00' });
    // Only weekends, 10:00–13:00 in Denver: nothing the default New York weekdays would give.
    await agent
      .put(`/api/users/${userId}/availability`)
      .send({
        timeZone: 'America/Denver',
        availableHours: {
          monday: day(false),
          tuesday: day(false),
          wednesday: day(false),
          thursday: day(false),
          friday: day(false),
          saturday: day(true),
          sunday: day(true),
        },
      })
      .expect(200);
    // The agent takes the first free slot by hand.
    const first = new Date(Date.now() + 86_400_000);
    while (![0, 6].includes(toWallTime(first, 'America/Denver').weekday)) first.setTime(first.getTime() + 86_400_000);
    const w = toWallTime(first, 'America/Denver');
    const firstDate = `${w.year}-${pad(w.month)}-${pad(w.day)}`;
    const booked = (await agent.post('/api/appointments').send({ title: 'Open house', date: firstDate, time: '10:00' }).expect(201)).body.appointment;

    await visitor(app, publicId).say(QUALIFIED);
    const offered = ((await ConversationModel.findOne({ userId }).lean())?.memory as { offered: string[] }).offered;
    expect(offered.length).toBeGreaterThanOrEqual(2);
    expect(offered).not.toContain(booked.scheduledAt);
    for (const slot of offered) {
      const local = toWallTime(new Date(slot), 'America/Denver');
      const date = `${local.year}-${pad(local.month)}-${pad(local.day)}`;
      const free = (await agent.get(`/api/available-slots/${date}`).expect(200)).body.slots.map((s: { start: string }) => s.start);
      expect(free, slot).toContain(slot);
    }
  });
});
