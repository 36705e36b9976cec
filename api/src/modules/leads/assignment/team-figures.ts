import type { TeamMemberFiguresDto } from '@leadnest/contracts';
import { Types } from 'mongoose';

import { type Lead, LeadModel } from '../lead.model.js';
import { firstMemberContact } from './member-contact.js';

/** A member's row of the leaderboard, without who they are (the teams module adds that). */
export type MemberFigures = Omit<TeamMemberFiguresDto, 'userId' | 'firstName' | 'lastName'>;

const median = (values: number[]): number | null => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

type Row = Pick<Lead, 'assignedTo' | 'assignedAt' | 'createdAt' | 'stage' | 'closedAt' | 'commission' | 'activities' | 'contactedAt'>;

/**
 * Per member of the account, for [start, end): leads assigned to them in
 * it (a lead from before teams counts from its arrival), how fast they
 * first contacted them, how many they contacted, showings booked, deals
 * closed and their commission. One read of the account's leads touched in
 * the period (assigned or closed in it), grouped here.
 */
export async function teamFigures(accountId: string, memberIds: readonly string[], start: Date, end: Date): Promise<Map<string, MemberFigures>> {
  const members = memberIds.map((id) => new Types.ObjectId(id));
  const inPeriod = { $gte: start, $lt: end };
  const rows = await LeadModel.find(
    {
      userId: new Types.ObjectId(accountId),
      assignedTo: { $in: members },
      $or: [{ assignedAt: inPeriod }, { assignedAt: null, createdAt: inPeriod }, { closedAt: inPeriod }, { 'activities.at': inPeriod }],
    },
    { assignedTo: 1, assignedAt: 1, createdAt: 1, stage: 1, closedAt: 1, commission: 1, activities: 1, contactedAt: 1 },
  ).lean<Row[]>();
  const figures = new Map<string, MemberFigures & { speeds: number[] }>(
    memberIds.map((id) => [id, { leadsAssigned: 0, speedToLeadMedianSeconds: null, contacted: 0, showings: 0, closed: 0, revenue: 0, speeds: [] }]),
  );
  const within = (at: Date | null | undefined) => Boolean(at && at >= start && at < end);
  for (const lead of rows) {
    const f = figures.get(String(lead.assignedTo));
    if (!f) continue;
    const since = lead.assignedAt ?? lead.createdAt;
    if (within(since)) {
      f.leadsAssigned += 1;
      const first = firstMemberContact(lead, since);
      if (first) {
        f.contacted += 1;
        f.speeds.push(Math.round((first.getTime() - since.getTime()) / 1000));
      }
    }
    if (lead.activities.some((a) => a.type === 'appointment' && within(a.at))) f.showings += 1;
    if (lead.stage === 'closed' && within(lead.closedAt)) {
      f.closed += 1;
      f.revenue += lead.commission ?? 0;
    }
  }
  return new Map([...figures].map(([id, { speeds, ...f }]) => [id, { ...f, speedToLeadMedianSeconds: median(speeds) }]));
}
