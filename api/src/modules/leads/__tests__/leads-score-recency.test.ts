import { Types } from 'mongoose';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { subscribedAgent } from '../../auth/testing.js';
import { JobModel } from '../../jobs/job.model.js';
import { runDueJobs } from '../../jobs/jobs.service.js';
import { LeadModel } from '../lead.model.js';
import { SCORE_RULE } from '../leads.dto.js';
import { startLeadRescoring } from '../score/lead-rescore.job.js';
import { RESCORE_JOB, rescoreDueLeads, rescoreStoredLeads } from '../score/lead-rescore.js';

withTestDatabase();
const { app } = createTestApp();
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const DAY = 24 * 3600_000;

// A controllable clock: only Date is faked, so the database and HTTP keep their timers.
afterEach(() => vi.useRealTimers());
function setClock(at: Date): Date {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  return at;
}

const scoreOf = async (id: string) => (await LeadModel.findById(id).lean())!;

describe('score recency: the score cools as the lead goes quiet, with no event', () => {
  it('drops at 30 and 90 quiet days by the durable hourly job; the lead writing again keeps it; notes and stage moves never move it', async () => {
    // The agent signs in now; the story starts 95 days ago so the session and plan stay valid throughout.
    const { agent } = await subscribedAgent(app);
    const t0 = setClock(new Date(Date.now() - 95 * DAY));
    const quietLead = (await agent.post('/api/leads').send({ name: 'Quiet Quinn', email: 'quinn@example.com', source: 'website' }).expect(201)).body;
    const activeLead = (await agent.post('/api/leads').send({ name: 'Active Ava', email: 'ava@example.com', source: 'website' }).expect(201)).body;
    expect([quietLead.score, activeLead.score]).toEqual([30, 30]);

    // Start-up stores the next hourly run once, however often it is asked.
    await startLeadRescoring(quiet, t0);
    await startLeadRescoring(quiet, t0);
    expect(await JobModel.countDocuments({ name: RESCORE_JOB, status: 'pending' })).toBe(1);

    // Day 10: the agent's note does not move it. Day 25: Ava fills the form again (her own activity).
    setClock(new Date(t0.getTime() + 10 * DAY));
    expect((await agent.post(`/api/leads/${quietLead.id}/notes`).send({ note: 'Called, no answer' }).expect(201)).body.score).toBe(30);
    setClock(new Date(t0.getTime() + 25 * DAY));
    await agent.post('/api/leads').send({ name: 'Active Ava', email: 'ava@example.com', source: 'website' }).expect(200);

    // Day 31: a restart (handlers registered again), then the due run: Quinn cools, Ava does not.
    const day31 = setClock(new Date(t0.getTime() + 31 * DAY));
    createTestApp();
    expect(await runDueJobs(quiet, day31)).toBeGreaterThanOrEqual(1);
    const quinn = await scoreOf(quietLead.id);
    expect(quinn.score).toBe(20);
    expect(quinn.scoreKey?.startsWith('020|')).toBe(true);
    expect(quinn.rescoreAt?.getTime()).toBe(t0.getTime() + 90 * DAY);
    expect((await scoreOf(activeLead.id)).score).toBe(30);
    const shown = (await agent.get(`/api/leads/${quietLead.id}`).expect(200)).body;
    expect(shown).toMatchObject({ score: 20, scoreReasons: ['Gave an email address (+15)', 'Came through the website (+15)', 'Quiet for over 30 days (−10)'] });
    // The run stored the next one; run again in the same hour: nothing more is due, nothing read.
    expect(await JobModel.countDocuments({ name: RESCORE_JOB, status: 'pending', runAt: { $gt: day31 } })).toBe(1);
    expect(await rescoreDueLeads(day31)).toEqual([]);

    // A stage move on a quiet lead leaves the stored score.
    expect((await agent.patch(`/api/leads/${quietLead.id}`).send({ stage: 'contacted' }).expect(200)).body.score).toBe(20);

    // Day 91: Quinn's next band; Ava is now 66 days quiet.
    const day91 = setClock(new Date(t0.getTime() + 91 * DAY));
    await runDueJobs(quiet, day91);
    expect((await scoreOf(quietLead.id)).score).toBe(10);
    expect((await scoreOf(quietLead.id)).rescoreAt ?? null).toBeNull();
    expect((await scoreOf(activeLead.id)).score).toBe(20);
  });

  it('rescores leads stored under the older rule once at start-up, in batches, from their own record', async () => {
    const { user } = await subscribedAgent(app);
    const now = new Date();
    const created = new Date(now.getTime() - 40 * DAY);
    const wrote = new Date(now.getTime() - 5 * DAY);
    const rows = [
      // Stored before recency: a score the old rule gave, no leadActiveAt, no scoreRule.
      { name: 'Old Olive', createdAt: created, activities: [{ type: 'created', at: created, to: 'new' }] },
      {
        name: 'Wrote Will',
        createdAt: created,
        activities: [
          { type: 'created', at: created, to: 'new' },
          { type: 'message', at: wrote, text: 'Still looking' },
        ],
      },
    ];
    const { insertedIds } = await LeadModel.collection.insertMany(
      rows.map((r, i) => ({
        ...r,
        userId: new Types.ObjectId(user.id),
        email: `old${i}@example.com`,
        source: 'website',
        stage: 'new',
        score: 30,
        messageCount: 0,
        notes: [],
        sortKey: `${created.toISOString()}|${i}`,
        updatedAt: created,
      })),
    );
    const moved = await rescoreStoredLeads(now);
    expect(moved.map((m) => m.name)).toEqual(['Old Olive']);
    const olive = await LeadModel.findById(insertedIds[0]).lean();
    expect(olive).toMatchObject({ score: 20, scoreRule: SCORE_RULE });
    expect(olive?.leadActiveAt?.getTime()).toBe(created.getTime());
    expect(olive?.rescoreAt?.getTime()).toBe(created.getTime() + 90 * DAY);
    const will = await LeadModel.findById(insertedIds[1]).lean();
    expect(will).toMatchObject({ score: 30, scoreRule: SCORE_RULE });
    expect(will?.leadActiveAt?.getTime()).toBe(wrote.getTime());
    // Idempotent: a second start finds nothing to do.
    expect(await rescoreStoredLeads(now)).toEqual([]);
  });
});
