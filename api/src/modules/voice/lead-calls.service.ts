import type { TimelineCallDto } from '@leadnest/contracts';

import { CallLogModel } from './call-log.model.js';

/** A call with the lead, for the lead's timeline. */
export interface LeadCall extends TimelineCallDto {
  at: Date;
}

/**
 * The agent's calls with a lead: those whose conversation is the lead's,
 * and those to or from the lead's number (a call nobody answered has no
 * conversation). The recording is played through GET
 * /api/call-logs/{id}/recording, which checks the agent again.
 */
export async function callsOfLead(userId: string, conversationIds: string[], phone: string | null | undefined, limit = 100): Promise<LeadCall[]> {
  const or: Record<string, unknown>[] = [];
  if (conversationIds.length) or.push({ conversationId: { $in: conversationIds } });
  if (phone) or.push({ fromNumber: phone }, { toNumber: phone });
  if (!or.length) return [];
  const rows = await CallLogModel.find({ userId, $or: or }, { direction: 1, duration: 1, outcome: 1, summary: 1, recordingSid: 1, createdAt: 1 })
    .sort({ createdAt: -1 })
    .limit(limit)
    .lean();
  return rows.map((c) => ({
    id: String(c._id),
    at: c.createdAt,
    direction: c.direction,
    duration: c.duration ?? 0,
    outcome: c.outcome ?? null,
    summary: c.summary ?? null,
    recordingUrl: c.recordingSid ? `/api/call-logs/${String(c._id)}/recording` : null,
  }));
}
