import { z } from 'zod';

/**
 * The AI assistant: what the conversation engine understood from a
 * lead's messages. The engine (packages/assistant-engine) produces it,
 * `POST /api/assistant/preview` answers with it, and the settings remote's
 * "Try your assistant" panel shows it, so all three share this one shape.
 *
 * Nothing here describes who the lead is (Fair Housing,
 * docs/decisions/0010-fair-housing-score.md): only
 * what they want, when, with what money, and how to reach them.
 */
export const ASSISTANT_INTENTS = ['buy', 'sell', 'rent', 'invest', 'valuation', 'other'] as const;
export type AssistantIntent = (typeof ASSISTANT_INTENTS)[number];

export const ASSISTANT_TIMELINES = ['asap', '0-3m', '3-6m', '6-12m', '12m+'] as const;
export type AssistantTimeline = (typeof ASSISTANT_TIMELINES)[number];

export const ASSISTANT_FINANCING = ['preapproved', 'cash', 'needs-lender', 'unknown'] as const;
export type AssistantFinancing = (typeof ASSISTANT_FINANCING)[number];

export const PROPERTY_TYPES = ['house', 'condo', 'townhouse', 'apartment', 'land', 'multi-family', 'mobile-home', 'commercial'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** Whole dollars; either end may be open ("under half a million" has only max). */
export const budgetSchema = z.object({
  min: z.number().nonnegative().optional(),
  max: z.number().nonnegative().optional(),
  /** The figure the lead said "around" ("around 450 thousand"); min and max are the search band around it, which summaries never quote. */
  around: z.number().nonnegative().optional(),
});

export const understoodSchema = z.object({
  intent: z.enum(ASSISTANT_INTENTS),
  budget: budgetSchema,
  bedrooms: z.number().int().min(0).max(20).optional(),
  areas: z.array(z.string()),
  propertyType: z.enum(PROPERTY_TYPES).optional(),
  timeline: z.enum(ASSISTANT_TIMELINES).optional(),
  financing: z.enum(ASSISTANT_FINANCING),
  /** The showing time the lead asked for, as an ISO timestamp (UTC). */
  showingRequest: z.iso.datetime().optional(),
  /** A day the lead asked to see a home on without naming a time ("tomorrow", "this weekend"), as YYYY-MM-DD in the agent's zone: never a time of day. */
  showingDay: z.iso.date().optional(),
  /** The lead asked to see a home (tour, visit, showing), with or without a time. */
  wantsShowing: z.boolean().optional(),
  contact: z.object({
    name: z.string().optional(),
    email: z.string().optional(),
    phone: z.string().optional(),
  }),
  optOut: z.boolean(),
  wantsHuman: z.boolean(),
});
export type Understood = z.infer<typeof understoodSchema>;
export type Budget = z.infer<typeof budgetSchema>;

/** "$450k", "$1.25M", "$2,000": a budget figure as people say it. */
function money(n: number): string {
  if (n >= 1_000_000) return `$${Number((n / 1_000_000).toFixed(2))}M`;
  if (n >= 10_000) return `$${Number((n / 1000).toFixed(1))}k`;
  return `$${n.toLocaleString('en-US')}`;
}

/**
 * A budget in the lead's own reading, for summaries and notes: "around
 * $450k" (not the search band around it), "$400k–$500k", "up to $450k",
 * "from $300k"; null when none was given (docs/decisions/0038-whole-conversations.md).
 */
export function budgetWords(budget: Budget): string | null {
  if (budget.around !== undefined) return `around ${money(budget.around)}`;
  if (budget.min !== undefined && budget.max !== undefined) return `${money(budget.min)}–${money(budget.max)}`;
  if (budget.max !== undefined) return `up to ${money(budget.max)}`;
  if (budget.min !== undefined) return `from ${money(budget.min)}`;
  return null;
}

/** What the engine knows before the first message. */
export const EMPTY_UNDERSTOOD: Understood = {
  intent: 'other',
  budget: {},
  areas: [],
  financing: 'unknown',
  contact: {},
  optOut: false,
  wantsHuman: false,
};

/** One earlier message of a preview conversation, oldest first. */
const previewTurn = z.strictObject({
  role: z.enum(['lead', 'assistant'], { error: 'history roles must be lead or assistant.' }),
  text: z.string({ error: 'history texts must be text.' }).max(1000, { error: 'history texts can be at most 1000 characters.' }),
});

/**
 * POST /api/assistant/preview: the settings remote's "Try your assistant"
 * panel. The signed-in agent types as a lead would; nothing is stored.
 */
export const AssistantPreviewInput = z.strictObject(
  {
    message: z
      .string({ error: 'Please enter a message.' })
      .trim()
      .min(1, { error: 'Please enter a message.' })
      .max(1000, { error: 'Messages can be at most 1000 characters.' }),
    history: z.array(previewTurn, { error: 'history must be a list of messages.' }).max(40, { error: 'history can hold at most 40 messages.' }).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown fields: ${issue.keys.join(', ')}` : 'The request body must be a JSON object.') },
);
export type AssistantPreviewInput = z.input<typeof AssistantPreviewInput>;

export interface AssistantPreviewResponse {
  reply: string;
  understood: Understood;
  /** 0–100, the lead score this conversation would give. */
  score: number;
  /** hot / warm / cold under the agent's leadScoring setting. */
  label?: 'hot' | 'warm' | 'cold';
  /** Set when one of the agent's active AI scripts supplied the reply. */
  scriptId?: string;
  /** The agent's time zone, in which a showing time is read out. */
  timeZone?: string;
}
