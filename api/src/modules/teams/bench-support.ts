import { Types } from 'mongoose';

import { TeamModel } from './team.model.js';
import { teamOfUser } from './teams.service.js';

/**
 * bench:leads' team: `memberIds` made agents of the owner's team directly,
 * without the invite mails a browser would follow (the API tests cover
 * those). For the benchmarks only (@leadnest/api/bench).
 */
export async function addBenchMembers(ownerId: string, memberIds: readonly string[]): Promise<void> {
  const team = await teamOfUser(ownerId);
  const joinedAt = new Date();
  await TeamModel.updateOne(
    { _id: team._id },
    { $push: { members: { $each: memberIds.map((id) => ({ userId: new Types.ObjectId(id), role: 'agent', status: 'active', joinedAt, routed: 0 })) } } },
  );
}
