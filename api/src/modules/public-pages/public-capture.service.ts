import { CAPTURE_CONSENT_TEXT, CAPTURE_MIN_FILL_MS, CAPTURE_VISITOR_MESSAGES, type PublicCaptureInput } from '@leadnest/contracts';
import type { z } from 'zod';

import { BadRequestError } from '../../lib/errors.js';
import { type CapturePage, countCapturePage } from '../capture-pages/capture-pages.service.js';
import { createLead } from '../leads/leads.service.js';
import { utmOfInput, utmText } from './capture-utm.js';

/**
 * One submission of a page's form: exactly one lead for the page's owner,
 * source website, stage new, with the consent as the visitor gave it (the
 * text they saw, when, on which page). Only the page's own fields are kept.
 * A bot gets the same answer as a person, and nothing is stored: it filled
 * the honeypot (`website`), or sent the form without the time the page was
 * shown, or sooner than a person could fill it in (CAPTURE_MIN_FILL_MS;
 * a time from the future is sooner still). The visit's UTM parameters are
 * kept on the lead and named in its first activity; each stored sign-up
 * counts as one of the page's submissions.
 */
export function looksAutomated(input: Pick<z.output<typeof PublicCaptureInput>, 'website' | 'startedAt'>, now: number): boolean {
  if (input.website?.trim()) return true;
  if (input.startedAt === undefined) return true;
  return now - input.startedAt < CAPTURE_MIN_FILL_MS;
}

export async function submitCapture(page: CapturePage, input: z.output<typeof PublicCaptureInput>): Promise<{ stored: boolean }> {
  if (looksAutomated(input, Date.now())) return { stored: false };
  const email = page.fields.includes('email') ? input.email : null;
  const phone = page.fields.includes('phone') ? input.phone : null;
  if (!email && !phone) {
    const field = page.fields.includes('email') ? 'email' : 'phone';
    throw new BadRequestError(CAPTURE_VISITOR_MESSAGES.contactRequired, { [field]: CAPTURE_VISITOR_MESSAGES.contactRequired }, { code: 'VALIDATION_FAILED' });
  }
  const now = new Date();
  const utm = utmOfInput(input);
  await createLead(String(page.userId), {
    name: input.name,
    email,
    phone,
    address: page.fields.includes('address') ? input.address : null,
    source: 'website',
    stage: 'new',
    capturePageId: page._id,
    consent: { given: input.consent, at: now, pageId: page._id, text: CAPTURE_CONSENT_TEXT },
    origin: `Capture page: ${page.title}${utm ? ` (${utmText(utm)})` : ''}`,
    utm,
  });
  await countCapturePage(page._id, 'submissions');
  return { stored: true };
}
