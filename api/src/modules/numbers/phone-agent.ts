import { type AgentSettings, agentSettingsOf } from '../agent-settings/agent-settings.service.js';
import { findUser } from '../agent-settings/profile.service.js';

/** The agent a call or text is for: what the assistant needs, and the plan that decides what it may do. */
export interface PhoneAgent {
  settings: AgentSettings;
  plan: string | null;
}

/**
 * Read through the users cache (findUser): every webhook and relay turn
 * needs the agent, so a warm cache saves a query on each. Writes to a
 * user clear it.
 */
export async function phoneAgent(userId: string): Promise<PhoneAgent | null> {
  const user = await findUser(userId);
  return user ? { settings: agentSettingsOf(user), plan: user.plan ?? null } : null;
}
