/*
 * The contracts' plain values (lists and limits) that screens use, without
 * zod: '@leadnest/contracts/constants' brings only these, so a remote
 * imports them rather than copying them to keep a chunk small. The schema
 * modules (leads.ts, conversations.ts, …) build on them and re-export them,
 * and the index exports them as before.
 */

/** Leads (spec part 2: Lead Management, the Lead entity, §4, §7). */
export const LEAD_STAGES = ['new', 'contacted', 'qualified', 'showing', 'offer', 'closed', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];
/** The six stages with a filter entry and a count card; `lost` has neither (§4). */
export const PIPELINE_STAGES = ['new', 'contacted', 'qualified', 'showing', 'offer', 'closed'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];
/** The five sources of the spec's filter and analytics. */
export const LEAD_SOURCES = ['facebook', 'instagram', 'website', 'sms', 'email'] as const;
/**
 * Every source a lead may have: the five, and `phone` for callers of the
 * agent's AI receptionist. The spec shows any source outside its
 * five with the generic icon, so calls are not filed as SMS.
 */
export const ALL_LEAD_SOURCES = [...LEAD_SOURCES, 'phone'] as const;
export type LeadSource = (typeof ALL_LEAD_SOURCES)[number];

export const LEAD_PAGE_SIZE = 50;
export const LEAD_PAGE_MAX = 100;
export const NOTE_MAX = 5000;
export const LEAD_SEARCH_MAX = 100;

/** The list's orders: newest first, last activity first, highest score first, name A→Z. */
export const LEAD_SORTS = ['created', 'activity', 'score', 'name'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

/** Longest message a lead or an agent may send in one go (the widget and the API both enforce it). */
export const MESSAGE_MAX = 1000;

/** Longest call script of a campaign. */
export const MAX_SCRIPT = 4000;

/** Longest AI objective (chat or phone) the agent may set. */
export const MAX_OBJECTIVE = 1000;
