import { fromWallTime, labelFor, toWallTime } from '@leadnest/assistant-engine';
import { LEAD_SOURCES, type LeadSource, type LeadStage } from '@leadnest/contracts';
import { Types } from 'mongoose';

import { loadAgentSettings } from '../agent-settings/agent-settings.service.js';
import { SlotTakenError } from '../appointments/appointments.errors.js';
import { bookShowing } from '../appointments/appointments.service.js';
import { insertLeadsInBulk } from '../leads/leads.service.js';

/**
 * The demo agent's pipeline, so the dashboard is alive on first start:
 * leads over the last 60 days from every source at every stage,
 * and showings today and later this week in the agent's time zone, all
 * relative to now. Sample data of the demo account only, which may be
 * shaped to look like the marketing figures (docs/decisions/0018-no-sample-figures.md).
 */
const FIRST = ['Avery', 'Blake', 'Camila', 'Devon', 'Elena', 'Felix', 'Grace', 'Hugo', 'Isla', 'Jamal', 'Keira', 'Liam', 'Maya', 'Noah', 'Olivia', 'Priya'];
const LAST = ['Nguyen', 'Patel', 'Garcia', 'Kim', 'Okafor', 'Rossi', 'Smith', 'Haddad'];
const STAGES: LeadStage[] = ['new', 'new', 'contacted', 'contacted', 'qualified', 'showing', 'offer', 'closed', 'lost'];
const STREETS = [
  '412 Maple Ave, Austin, TX',
  '88 Riverside Dr, Austin, TX',
  '1500 Barton Springs Rd, Austin, TX',
  '27 Oak Hollow Ln, Round Rock, TX',
  '903 E 6th St, Austin, TX',
];
const DAY = 24 * 3600_000;

/** 48 leads: newest in the last days, thinning out toward 60 days ago (more this week than last, so growth shows). */
function demoLeads(userId: string, now: number) {
  return Array.from({ length: 48 }, (_, i) => {
    const daysAgo = Math.min(59, Math.floor((i * i) / 40) + (i % 3) * 0.4);
    const createdAt = new Date(now - daysAgo * DAY - (i % 7) * 3600_000);
    const stage = STAGES[i % STAGES.length]!;
    const source: LeadSource = LEAD_SOURCES[i % LEAD_SOURCES.length]!;
    const score = Math.min(100, 18 + ((i * 29) % 70) + (stage === 'showing' || stage === 'offer' ? 15 : 0));
    const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 3) % LAST.length]}`;
    return {
      _id: new Types.ObjectId(),
      userId: new Types.ObjectId(userId),
      name,
      email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
      // Stored as every write path stores a phone (E.164), so a lead who calls or texts merges into it.
      phone: `+1512555${String(1000 + i * 37).slice(-4)}`,
      phoneDigits: `1512555${String(1000 + i * 37).slice(-4)}`,
      source,
      stage,
      score,
      messageCount: i % 5,
      notes: [],
      activities: [{ type: 'created' as const, at: createdAt, to: stage, text: `Sample lead (${labelFor(score)})` }],
      createdAt,
      updatedAt: createdAt,
      // A closed demo deal has a value (analytics' revenue is the commission): 2.5 % of the price.
      ...(stage === 'closed' ? { salePrice: 320_000 + i * 5_000, commission: Math.round((320_000 + i * 5_000) * 0.025) } : {}),
    };
  });
}

/** Showings at these local hours: today, tomorrow and the day after (days past this week's end are still "upcoming"). */
const SHOWINGS: { dayOffset: number; hour: number; lead: number }[] = [
  { dayOffset: 0, hour: 10, lead: 5 },
  { dayOffset: 0, hour: 14, lead: 14 },
  { dayOffset: 0, hour: 16, lead: 23 },
  { dayOffset: 1, hour: 11, lead: 32 },
  { dayOffset: 2, hour: 15, lead: 41 },
];

export async function seedDemoPipeline(userId: string, now = new Date()): Promise<void> {
  const agent = await loadAgentSettings(userId);
  if (!agent) return;
  const leads = demoLeads(userId, now.getTime());
  await insertLeadsInBulk(leads);
  const tz = agent.availability.timeZone;
  const today = toWallTime(now, tz);
  for (const [i, s] of SHOWINGS.entries()) {
    const d = new Date(Date.UTC(today.year, today.month - 1, today.day + s.dayOffset));
    const lead = leads[s.lead]!;
    // A chat of the demo may already have booked that hour (one showing per
    // slot): the next free hour of the same day takes it, so the day keeps its showings.
    for (let hour = s.hour; hour < s.hour + 4; hour++) {
      const slot = fromWallTime(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), hour, 0, tz);
      if (!slot) continue;
      try {
        await bookShowing({
          userId,
          slot: slot.toISOString(),
          timeZone: tz,
          clientName: lead.name,
          clientEmail: lead.email,
          clientPhone: lead.phone,
          leadId: String(lead._id),
          propertyAddress: STREETS[i % STREETS.length]!,
          notes: 'Sample showing of the demo account.',
        });
        break;
      } catch (err) {
        if (!(err instanceof SlotTakenError)) throw err;
      }
    }
  }
}
