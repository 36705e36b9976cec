import type { Types } from 'mongoose';

import { agentAccountIdsAfter } from '../identity/identity.service.js';
import { type Team, TeamModel } from './team.model.js';
import { teamOfUser } from './teams.service.js';

const BATCH = 200;

/**
 * Every agent who signed up before teams becomes the owner of a team of
 * one (docs/decisions/0034-teams.md). Runs at every start and skips who has
 * a team, so a second run, or one stopped half-way and run again, changes
 * nothing; two workers racing store one team per owner (a unique index).
 * Answers how many teams it stored.
 */
export async function migrateToTeams(): Promise<number> {
  await TeamModel.init();
  let stored = 0;
  let after: Types.ObjectId | null = null;
  for (;;) {
    const batch = await agentAccountIdsAfter(after, BATCH);
    if (batch.length === 0) return stored;
    const teams = await TeamModel.find({ 'members.userId': { $in: batch } }, { members: 1 }).lean<Pick<Team, 'members'>[]>();
    const inTeams = new Set(teams.flatMap((t) => t.members.map((m) => String(m.userId))));
    for (const userId of batch) {
      if (inTeams.has(String(userId))) continue;
      await teamOfUser(String(userId));
      stored += 1;
    }
    after = batch[batch.length - 1]!;
  }
}
