import { z } from 'zod';

import { strictBody } from './fields';

/**
 * A lead's consent to be called and texted, as FCC 24-17 asks before an AI
 * call: what (calls, texts), when, and where or how it was given. It comes
 * from a capture form's ticked box, a campaign contact's consent record, or
 * the agent attesting it on the lead panel (POST /api/leads/{id}/consent).
 */
export const CONSENT_CHANNELS = ['calls', 'texts'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** How the agent says the person gave consent ("Record consent"). */
export const LEAD_CONSENT_METHODS = ['written', 'verbal', 'web-form', 'other'] as const;
export type LeadConsentMethod = (typeof LEAD_CONSENT_METHODS)[number];

/** The words for each way consent is given: the campaign contact's ways (import-attested) included. */
export const CONSENT_METHOD_LABELS: Record<string, string> = {
  written: 'a written form',
  verbal: 'verbal on a call',
  'web-form': 'a website form',
  'import-attested': 'attested on import',
  other: 'other',
};

export const LEAD_CONSENT_MESSAGES = {
  methodMissing: 'Choose how the person gave consent.',
  otherMissing: 'Say how the person gave consent.',
  channelsMissing: 'Choose calls, texts or both.',
  atInvalid: 'Enter the date and time consent was given.',
  atInFuture: 'The time consent was given cannot be in the future.',
  recordedTitle: 'Consent Recorded',
  failedTitle: 'Consent Not Recorded',
} as const;
const M = LEAD_CONSENT_MESSAGES;

/** A clock that runs a little fast on the agent's device is not a future consent. */
export const CONSENT_CLOCK_SKEW_MS = 2 * 60_000;

/** POST /api/leads/{id}/consent: what the agent attests to. */
export const LeadConsentRecordInput = strictBody({
  method: z.enum(LEAD_CONSENT_METHODS, { error: M.methodMissing }),
  /** How, in the agent's words: required with method 'other', kept with the others when given. */
  detail: z.string({ error: M.otherMissing }).trim().max(300, { error: 'Keep how consent was given to 300 characters.' }).optional(),
  channels: z
    .array(z.enum(CONSENT_CHANNELS, { error: M.channelsMissing }), { error: M.channelsMissing })
    .min(1, { error: M.channelsMissing })
    .max(CONSENT_CHANNELS.length, { error: M.channelsMissing }),
  /** When it was given: an ISO moment (the screen sends the agent's zone's time as UTC). */
  at: z.iso.datetime({ offset: true, error: M.atInvalid }).refine((at) => !(Date.parse(at) > Date.now() + CONSENT_CLOCK_SKEW_MS), { error: M.atInFuture }),
}).superRefine((body, ctx) => {
  if (body.method === 'other' && !body.detail) ctx.addIssue({ code: 'custom', path: ['detail'], message: M.otherMissing });
});
export type LeadConsentRecordInput = z.input<typeof LeadConsentRecordInput>;

/** "calls and texts", "calls", "texts". */
export const channelsText = (channels: readonly string[]): string =>
  CONSENT_CHANNELS.filter((c) => channels.includes(c)).join(' and ') || CONSENT_CHANNELS.join(' and ');

/** "verbal on a call", "other: at the open house": how consent was given, in plain words. */
export function consentMethodText(method: string, detail?: string | null): string {
  const label = method === 'other' ? (detail ?? 'other') : (CONSENT_METHOD_LABELS[method] ?? method);
  return method !== 'other' && detail ? `${label} (${detail})` : label;
}
