import type { LeadSource, LeadStage } from '@leadnest/contracts';
import type { Types } from 'mongoose';

import type { LeadConsent, LeadUtm } from './lead.model.js';

/** What creating a lead needs, by hand (POST /api/leads), from a capture page, a call or a campaign. */
export interface NewLead {
  name: string;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  source: LeadSource;
  stage: LeadStage;
  followUpDate?: string | null;
  capturePageId?: Types.ObjectId;
  consent?: LeadConsent;
  /** Says where it came from in the first activity ('Added by hand', 'Capture page …'). */
  origin: string;
  /** What the person wrote, when they wrote something (a form's message): kept on the timeline. */
  message?: string | null;
  /** The UTM parameters of the visit (capture pages), kept on the lead. */
  utm?: LeadUtm | null;
  /** A note the agent wrote with it (Add Lead): the lead's first note. */
  note?: string | null;
}

/** The consent badge's words: what, where (when is the activity's time). */
export function consentText(consent: LeadConsent, origin: string): string {
  return `${consent.given ? 'Consent given' : 'Consent withdrawn'} (${origin}): ${consent.text}`;
}
