import { AI_SCRIPT_CATEGORIES, type AiScriptCategory, DEFAULT_AI_SCRIPT_CATEGORY } from '@leadnest/contracts';
import mongoose, { Schema, type Types } from 'mongoose';

import { clearOnWrite, ReadCache } from '../../lib/read-cache.js';

/**
 * An agent's AI script (spec part 2 §3): when a lead's message contains one
 * of the triggers, the assistant answers with `response` instead of its own
 * words. `timesUsed` and `repliesAfter` feed analytics' top scripts.
 */
export interface AiScript {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  name: string;
  category: AiScriptCategory;
  triggers: string[];
  response: string;
  isActive: boolean;
  timesUsed: number;
  repliesAfter: number;
  createdAt: Date;
  updatedAt: Date;
}

const aiScriptSchema = new Schema<AiScript>(
  {
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    name: { type: String, required: true, trim: true },
    category: { type: String, enum: AI_SCRIPT_CATEGORIES, default: DEFAULT_AI_SCRIPT_CATEGORY },
    triggers: { type: [String], default: [] },
    response: { type: String, required: true },
    isActive: { type: Boolean, default: true },
    timesUsed: { type: Number, default: 0 },
    repliesAfter: { type: Number, default: 0 },
  },
  { timestamps: true, strict: true, collection: 'aiScripts' },
);

/**
 * Each agent's scripts as the assistant matches them, oldest first: every
 * chat, text and call turn needs them and they rarely change. Any write
 * through the model empties it (clearOnWrite).
 */
export const agentScriptsCache = new ReadCache<Pick<AiScript, '_id' | 'triggers' | 'response' | 'isActive'>[]>('agent-scripts', 60_000);
clearOnWrite(aiScriptSchema, agentScriptsCache);

export const AiScriptModel = mongoose.model<AiScript>('AiScript', aiScriptSchema);

/**
 * One reply a script supplied, in one conversation: when the lead writes
 * again in that conversation, the script earns a reply (counted once).
 */
export interface AiScriptUse {
  _id: Types.ObjectId;
  scriptId: Types.ObjectId;
  conversationId: string;
  answered: boolean;
  at: Date;
}

const aiScriptUseSchema = new Schema<AiScriptUse>(
  {
    scriptId: { type: Schema.Types.ObjectId, required: true },
    conversationId: { type: String, required: true },
    answered: { type: Boolean, default: false },
    at: { type: Date, required: true },
  },
  { strict: true, collection: 'aiScriptUses' },
);
aiScriptUseSchema.index({ conversationId: 1, answered: 1, at: -1 });

export const AiScriptUseModel = mongoose.model<AiScriptUse>('AiScriptUse', aiScriptUseSchema);
