import type { Types } from 'mongoose';

import { UserModel } from '../../identity/user.model.js';
import { type AgentSettingsDoc, AgentSettingsModel } from '../agent-settings.model.js';
import type { User } from '../profile.service.js';

/** A user as stored: the account (users) with its settings (agent_settings), for tests that check what was written. */
export async function storedUser(filter: { _id: string | Types.ObjectId } | { email: string }): Promise<User | null> {
  const account = await UserModel.findOne(filter).lean();
  if (!account) return null;
  const settings = await AgentSettingsModel.findOne({ userId: account._id }).lean<AgentSettingsDoc>();
  const { _id: _, userId: __, ...fields } = settings ?? ({} as Partial<AgentSettingsDoc>);
  return { ...fields, ...account } as User;
}
