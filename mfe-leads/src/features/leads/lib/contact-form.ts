import { LEAD_SOURCES, LEAD_STAGES, type LeadSource, type LeadStage } from '@leadnest/contracts';
import type { z } from 'zod';

import { SOURCE_LABELS, stageBadge } from './stages';

/** The contact fields as the Add Lead and Edit dialogs hold them (text as typed). */
export interface ContactDraft {
  name: string;
  email: string;
  phone: string;
  source: LeadSource;
}

export const SOURCE_OPTIONS: { value: LeadSource; label: string }[] = LEAD_SOURCES.map((s) => ({ value: s, label: SOURCE_LABELS[s] }));

/**
 * The Edit dialog's sources: the five an agent may pick, and the lead's own
 * when it is none of them (a caller's `phone`, which only a call sets), so
 * the dialog shows the source the lead has instead of another.
 */
export function sourceOptionsFor(current: LeadSource): { value: LeadSource; label: string }[] {
  return SOURCE_OPTIONS.some((o) => o.value === current) ? SOURCE_OPTIONS : [...SOURCE_OPTIONS, { value: current, label: SOURCE_LABELS[current] }];
}
export const STAGE_OPTIONS: { value: LeadStage; label: string }[] = LEAD_STAGES.map((s) => ({ value: s, label: stageBadge(s).label }));

/** The first message per field of a failed parse (the API's own schema, so the form and the server agree). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}
