import { scheduleJob } from '../../jobs/jobs.service.js';
import { type Lead, type LeadActivity, LeadModel, orderKeysOf } from '../lead.model.js';
import { SCORE_RULE, scoredFields } from '../leads.dto.js';

/*
 * Score recency: the score counts how long the lead itself has
 * been quiet, so it changes with time alone. Every lead stores when its
 * recency band next changes (`rescoreAt`, set with the score); a durable
 * job, one per hour keyed by its hour, rescores only the leads whose
 * `rescoreAt` has passed, read by that field's index (never every lead).
 */

export const RESCORE_JOB = 'leads.rescore';
/** How often the job looks: bands are whole days apart, so a band change shows within the hour. */
export const RESCORE_EVERY_MS = 3600_000;
const BATCH = 500;

/** A lead whose stored score moved: what its conversations mirror. */
export interface RescoredLead {
  id: string;
  userId: string;
  name: string;
  stage: Lead['stage'];
  score: number;
}

const SCORE_INPUTS = {
  userId: 1,
  name: 1,
  stage: 1,
  score: 1,
  email: 1,
  phone: 1,
  source: 1,
  messageCount: 1,
  qualification: 1,
  leadActiveAt: 1,
  rescoreAt: 1,
  createdAt: 1,
  sortKey: 1,
  lastActivityAt: 1,
} as const;

/** The hour after `now`: the next run's time, and its key, so one run is stored per hour however often it is asked for. */
export async function scheduleNextRescore(now = new Date()): Promise<Date> {
  const at = new Date((Math.floor(now.getTime() / RESCORE_EVERY_MS) + 1) * RESCORE_EVERY_MS);
  await scheduleJob(RESCORE_JOB, `${RESCORE_JOB}:${at.toISOString()}`, at);
  return at;
}

/** The update that stores a lead's score as of `now`, and whether the score itself moved. */
function rescoreOp(lead: Lead, now: Date, extra: Partial<Lead> = {}) {
  const scored = scoredFields({ ...lead, ...extra }, now);
  const { scoreKey } = orderKeysOf({ ...lead, score: scored.score });
  // Guarded by the rescoreAt read: a lead changed meanwhile was rescored by that change.
  const filter = { _id: lead._id, rescoreAt: lead.rescoreAt ?? null };
  return {
    op: { updateOne: { filter, update: { $set: { ...extra, ...scored, scoreKey } }, timestamps: false } },
    moved: scored.score !== lead.score,
    score: scored.score,
  };
}

const rescoredOf = (lead: Lead, score: number): RescoredLead => ({
  id: String(lead._id),
  userId: String(lead.userId),
  name: lead.name,
  stage: lead.stage,
  score,
});

/**
 * Rescores every lead whose recency band changed by `now`, in batches by
 * the rescoreAt index; each leaves with a later rescoreAt (or none), so the
 * loop ends. Answers the leads whose score moved.
 */
export async function rescoreDueLeads(now = new Date()): Promise<RescoredLead[]> {
  const moved: RescoredLead[] = [];
  for (;;) {
    const batch = await LeadModel.find({ rescoreAt: { $lte: now } }, SCORE_INPUTS)
      .sort({ rescoreAt: 1 })
      .limit(BATCH)
      .lean<Lead[]>();
    if (batch.length === 0) break;
    const ops = batch.map((lead) => ({ lead, ...rescoreOp(lead, now) }));
    const { matchedCount } = await LeadModel.bulkWrite(ops.map((o) => o.op));
    for (const o of ops) if (o.moved) moved.push(rescoredOf(o.lead, o.score));
    // Nothing matched: every lead of the batch was changed meanwhile (and rescored by it); do not spin.
    if (matchedCount === 0) break;
  }
  return moved;
}

/** Activities that are the lead's own doing: arriving, writing, coming again, consenting, opting out, a move the assistant made on a message. */
const OWN_ACTIVITY = new Set(['created', 'message', 'merged', 'consent', 'optOut']);

/** For a lead stored before leadActiveAt existed: its latest own activity on record, else its arrival. */
export function leadActiveAtFromRecord(lead: Pick<Lead, 'createdAt'> & { activities?: LeadActivity[] }): Date {
  const own = (lead.activities ?? []).filter((a) => OWN_ACTIVITY.has(a.type) || (a.type === 'stage' && a.text === 'AI assistant')).map((a) => a.at.getTime());
  return new Date(Math.max(lead.createdAt.getTime(), ...own));
}

/**
 * One-off at start-up: every lead stored under another score rule (before
 * recency) is rescored under the current one, with its leadActiveAt from
 * its record. Batched; idempotent (a done lead carries SCORE_RULE, so a
 * second run finds nothing). Answers the leads whose score moved.
 */
export async function rescoreStoredLeads(now = new Date()): Promise<RescoredLead[]> {
  const moved: RescoredLead[] = [];
  const filter = { $or: [{ scoreRule: { $exists: false } }, { scoreRule: { $ne: SCORE_RULE } }] };
  for (;;) {
    const batch = await LeadModel.find(filter, { ...SCORE_INPUTS, activities: 1 })
      .limit(BATCH)
      .lean<Lead[]>();
    if (batch.length === 0) break;
    const ops = batch.map((lead) => ({ lead, ...rescoreOp(lead, now, { leadActiveAt: lead.leadActiveAt ?? leadActiveAtFromRecord(lead) }) }));
    // Unguarded: the rule, not the band, is what changed; a lead saved meanwhile carries SCORE_RULE already.
    await LeadModel.bulkWrite(
      ops.map((o) => ({ updateOne: { ...o.op.updateOne, filter: { _id: o.lead._id, scoreRule: o.lead.scoreRule ?? { $exists: false } } } })),
    );
    for (const o of ops) if (o.moved) moved.push(rescoredOf(o.lead, o.score));
  }
  return moved;
}
