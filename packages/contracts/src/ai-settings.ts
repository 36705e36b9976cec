import { z } from 'zod';

import { MAX_OBJECTIVE } from './constants';
import { nameField, strictBody } from './fields';

/**
 * AI Settings (spec part 2: AI objectives, AI script): what the
 * agent tells the assistant to aim for, and the fixed replies it gives when
 * a lead's message matches a trigger.
 */
export { MAX_OBJECTIVE } from './constants';

const objective = z
  .string({ error: 'Objectives must be text.' })
  .trim()
  .max(MAX_OBJECTIVE, { error: `Objectives can be at most ${MAX_OBJECTIVE} characters.` })
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

/** PATCH /api/users/{id}/ai-objectives: '' or null clears one, absent leaves it. */
export const AiObjectivesInput = strictBody({ chatObjective: objective, phoneObjective: objective });
export type AiObjectivesInput = z.input<typeof AiObjectivesInput>;

export const AI_SCRIPT_CATEGORIES = ['buyer', 'seller', 'renter', 'investor', 'general'] as const;
export type AiScriptCategory = (typeof AI_SCRIPT_CATEGORIES)[number];
export const DEFAULT_AI_SCRIPT_CATEGORY: AiScriptCategory = 'buyer';

export const AI_SCRIPT_MESSAGES = {
  nameRequired: 'Please enter a script name.',
  responseRequired: 'Please enter the script’s response.',
  triggersRequired: 'Please enter at least one trigger phrase.',
  category: `Category must be one of: ${AI_SCRIPT_CATEGORIES.join(', ')}.`,
  createFailed: 'Failed to create AI script. Please try again.',
} as const;
const M = AI_SCRIPT_MESSAGES;

/** Triggers: blanks removed (spec), trimmed, duplicates dropped; at least one must remain. */
const triggers = z
  .array(z.string({ error: 'Triggers must be text.' }).max(200, { error: 'A trigger can be at most 200 characters.' }), { error: M.triggersRequired })
  .max(30, { error: 'A script can have at most 30 triggers.' })
  .transform((list) => [...new Set(list.map((t) => t.trim()).filter(Boolean))])
  .refine((list) => list.length > 0, { error: M.triggersRequired });

const fields = {
  name: nameField(M.nameRequired, 100, 'A script name can be at most 100 characters.'),
  category: z.enum(AI_SCRIPT_CATEGORIES, { error: M.category }),
  triggers,
  response: z
    .string({ error: M.responseRequired })
    .trim()
    .min(1, { error: M.responseRequired })
    .max(2000, { error: 'A response can be at most 2000 characters.' }),
  isActive: z.boolean({ error: 'isActive must be true or false.' }),
};

/** POST /api/ai-scripts. `userId` may be sent (the spec's payload) but the script is always the session's own. */
export const AiScriptInput = strictBody({
  ...fields,
  category: fields.category.default(DEFAULT_AI_SCRIPT_CATEGORY),
  isActive: fields.isActive.default(true),
  userId: z.string().optional(),
});
export type AiScriptInput = z.input<typeof AiScriptInput>;

/** PATCH /api/ai-scripts/{id}: any of the fields. */
export const AiScriptPatch = strictBody({
  name: fields.name.optional(),
  category: fields.category.optional(),
  triggers: triggers.optional(),
  response: fields.response.optional(),
  isActive: fields.isActive.optional(),
});
export type AiScriptPatch = z.input<typeof AiScriptPatch>;

export interface AiScriptDto {
  id: string;
  name: string;
  category: AiScriptCategory;
  triggers: string[];
  response: string;
  isActive: boolean;
  /** Replies this script supplied. */
  timesUsed: number;
  /** Of those, how many the lead answered (analytics' engagement). */
  repliesAfter: number;
  createdAt: string;
  updatedAt: string;
}

export interface AiScriptListResponse {
  scripts: AiScriptDto[];
}

const objectId = (message: string) => z.string().regex(/^[0-9a-f]{24}$/i, { error: message });
export const AiScriptIdParams = z.object({ id: objectId('That AI script does not exist.') });
/** GET /api/ai-scripts: the session's scripts; `userId` (the spec's query) must be the session's own, or the caller an admin. */
export const AiScriptListQuery = z.object({ userId: objectId('userId is not a valid id.').optional() });
