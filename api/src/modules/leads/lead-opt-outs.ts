import { LeadModel } from './lead.model.js';

/**
 * The phones of this agent's leads who opted out on any channel (chat,
 * text, call; issue 18): one read, so a campaign's dialer checks a whole
 * list against it in memory. Raw as stored; the caller normalises.
 */
export async function optedOutLeadPhones(userId: string): Promise<string[]> {
  const rows = await LeadModel.find({ userId, optedOutAt: { $ne: null }, phone: { $nin: [null, ''] } }, { phone: 1, _id: 0 }).lean<{ phone: string }[]>();
  return rows.map((r) => r.phone);
}
