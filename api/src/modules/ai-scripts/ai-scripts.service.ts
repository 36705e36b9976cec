import { matchScript } from '@leadnest/assistant-engine';
import type { AiScriptInput, AiScriptPatch } from '@leadnest/contracts';
import mongoose from 'mongoose';
import type { z } from 'zod';

import type { SessionUser } from '../../lib/auth.js';
import { agentScriptsCache, type AiScript, AiScriptModel, AiScriptUseModel } from './ai-script.model.js';
import { AiScriptNotFoundError } from './ai-scripts.errors.js';

// The aiScripts and aiScriptUses collections have one owner, this module: the assistant calls these functions.
export type { AiScript } from './ai-script.model.js';

export async function listAiScripts(ownerId: string): Promise<AiScript[]> {
  return AiScriptModel.find({ userId: ownerId }).sort({ createdAt: -1 }).lean<AiScript[]>();
}

export async function createAiScript(ownerId: string, body: z.output<typeof AiScriptInput>): Promise<AiScript> {
  const { userId: _ignored, ...fields } = body;
  return (await AiScriptModel.create({ ...fields, userId: ownerId })).toObject();
}

/** The owner's script (admins: any); another agent's is a 404. */
const ownFilter = (user: SessionUser, id: string) => (user.role === 'admin' ? { _id: id } : { _id: id, userId: user.id });

export async function updateAiScript(user: SessionUser, id: string, body: z.output<typeof AiScriptPatch>): Promise<AiScript> {
  const $set = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  const script = await AiScriptModel.findOneAndUpdate(ownFilter(user, id), { $set }, { returnDocument: 'after', runValidators: true }).lean<AiScript>();
  if (!script) throw new AiScriptNotFoundError();
  return script;
}

export async function deleteAiScript(user: SessionUser, id: string): Promise<void> {
  const { deletedCount } = await AiScriptModel.deleteOne(ownFilter(user, id));
  if (!deletedCount) throw new AiScriptNotFoundError();
  await AiScriptUseModel.deleteMany({ scriptId: id });
}

/** An active script as the assistant matches it. */
export interface ActiveScript {
  id: string;
  triggers: string[];
  response: string;
}

/** The agent's active scripts, oldest first (matchScript's order); a phone call reads them once for its whole length. */
export async function activeScripts(userId: string): Promise<ActiveScript[]> {
  return (await scriptsOf(userId)).filter((s) => s.isActive).map((s) => ({ id: String(s._id), triggers: s.triggers, response: s.response }));
}

/** All the agent's scripts, active or not, oldest first, through agentScriptsCache. */
async function scriptsOf(userId: string) {
  if (!mongoose.isValidObjectId(userId)) return [];
  const cached = agentScriptsCache.get(userId);
  if (cached) return cached;
  const ticket = agentScriptsCache.ticket();
  const all = await AiScriptModel.find({ userId }, { triggers: 1, response: 1, isActive: 1, createdAt: 1 }).sort({ createdAt: 1 }).lean<AiScript[]>();
  agentScriptsCache.set(userId, all, ticket);
  return all;
}

/** The agent's active script whose trigger this lead message contains (matchScript's rule), or undefined. */
export async function scriptFor(userId: string, message: string, active?: ActiveScript[]): Promise<{ id: string; response: string } | undefined> {
  const hit = matchScript(message, active ?? (await activeScripts(userId)));
  return hit ? { id: hit.id, response: hit.response } : undefined;
}

/** A script supplied a reply in this conversation: counted now, and its reply counted when the lead writes again. */
export async function recordScriptUse(scriptId: string, conversationId: string, at = new Date()): Promise<void> {
  await AiScriptModel.updateOne({ _id: scriptId }, { $inc: { timesUsed: 1 } });
  await AiScriptUseModel.create({ scriptId, conversationId, at });
}

/**
 * The lead wrote again in this conversation: the latest unanswered script
 * reply in it earns its one reply (claimed atomically, so two messages in a
 * row count once).
 */
export async function recordLeadAnswered(conversationId: string, userId: string): Promise<void> {
  // An agent without scripts has no script reply waiting (deleting a script deletes its uses): nothing to look up.
  if ((await scriptsOf(userId)).length === 0) return;
  const use = await AiScriptUseModel.findOneAndUpdate({ conversationId, answered: false }, { $set: { answered: true } }, { sort: { at: -1 } }).lean();
  if (use) await AiScriptModel.updateOne({ _id: use.scriptId }, { $inc: { repliesAfter: 1 } });
}
