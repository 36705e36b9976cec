import { CampaignSettingsModel, DEFAULT_MAX_CONCURRENT_CALLS } from './campaign-settings.model.js';

export { DEFAULT_MAX_CONCURRENT_CALLS, MAX_CONCURRENT_CALLS_LIMIT } from './campaign-settings.model.js';

/** How many AI calls the agent's campaigns run at once (the dialer reads it through the campaigns store). */
export async function maxConcurrentCalls(userId: string): Promise<number> {
  const saved = await CampaignSettingsModel.findOne({ userId }, { maxConcurrentCalls: 1 }).lean();
  return saved?.maxConcurrentCalls ?? DEFAULT_MAX_CONCURRENT_CALLS;
}

/** Saves how many AI calls the agent's campaigns run at once (validated against MAX_CONCURRENT_CALLS_LIMIT at the edge). */
export async function setMaxConcurrentCalls(userId: string, calls: number): Promise<void> {
  await CampaignSettingsModel.updateOne({ userId }, { $set: { maxConcurrentCalls: calls } }, { upsert: true });
}
