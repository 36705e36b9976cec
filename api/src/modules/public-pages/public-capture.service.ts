import { CAPTURE_MIN_FILL_MS, CAPTURE_VISITOR_MESSAGES, PublicCaptureInput } from '@leadnest/contracts';
import type { z } from 'zod';

import { BadRequestError } from '../../lib/errors.js';
import { type CapturePage, countCapturePage } from '../capture-pages/capture-pages.service.js';
import { createLead } from '../leads/leads.service.js';
import { consentTextFor } from './capture-consent.js';
import { readFormStamp } from './capture-form-stamp.js';
import { utmOfInput, utmText } from './capture-utm.js';

export type CaptureSubmission = z.output<typeof PublicCaptureInput>;

/** A submission to store, or one a bot sent: answered like a person's, nothing stored, not counted against the page. */
export type CaptureVerdict = { store: true; input: CaptureSubmission } | { store: false };

/**
 * What one submission of a page's form is (docs/decisions/0036-public-form-caps.md):
 * - 400 with the fields' messages for a form a person can fix;
 * - a bot's, answered like a person's and stored nowhere: it filled the
 *   honeypot (`website`), or came sooner than a person could fill the
 *   form in (CAPTURE_MIN_FILL_MS after the server's stamp);
 * - 400 "This form has expired…" when the server's stamp is missing,
 *   altered, another page's or over a day old: a page shown before the
 *   stamp existed or left open for days is a person's, who is told to
 *   reload rather than thanked for a sign-up nobody gets;
 * - else a sign-up to store.
 */
export function judgeCapture(page: CapturePage, raw: unknown, now = Date.now()): CaptureVerdict {
  const parsed = PublicCaptureInput.safeParse(raw);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'form')] ??= issue.message;
    throw new BadRequestError(parsed.error.issues[0]?.message ?? CAPTURE_VISITOR_MESSAGES.unreadable, fields, { code: 'VALIDATION_FAILED' });
  }
  const input = parsed.data;
  if (!(page.fields.includes('email') && input.email) && !(page.fields.includes('phone') && input.phone)) {
    const field = page.fields.includes('email') ? 'email' : 'phone';
    throw new BadRequestError(CAPTURE_VISITOR_MESSAGES.contactRequired, { [field]: CAPTURE_VISITOR_MESSAGES.contactRequired }, { code: 'VALIDATION_FAILED' });
  }
  if (input.website?.trim()) return { store: false };
  const stamp = readFormStamp(input.formStamp, String(page._id), now);
  if (!stamp.ok) throw new BadRequestError(CAPTURE_VISITOR_MESSAGES.formExpired, undefined, { code: 'FORM_EXPIRED' });
  if (now - stamp.issuedAt < CAPTURE_MIN_FILL_MS) return { store: false };
  return { store: true, input };
}

/**
 * Stores one sign-up judged a person's: exactly one lead for the page's
 * owner, source website, stage new, with the consent as the visitor gave
 * it (the text they saw, naming the agent and brokerage, when, on which page). Only the page's own fields
 * are kept. The visit's UTM parameters are kept on the lead and named in
 * its first activity; it counts as one of the page's submissions.
 */
export async function storeCapture(page: CapturePage, input: CaptureSubmission): Promise<void> {
  const now = new Date();
  const utm = utmOfInput(input);
  await createLead(String(page.userId), {
    name: input.name,
    email: page.fields.includes('email') ? input.email : null,
    phone: page.fields.includes('phone') ? input.phone : null,
    address: page.fields.includes('address') ? input.address : null,
    source: 'website',
    stage: 'new',
    capturePageId: page._id,
    consent: { given: input.consent, at: now, pageId: page._id, text: await consentTextFor(page.userId) },
    origin: `Capture page: ${page.title}${utm ? ` (${utmText(utm)})` : ''}`,
    utm,
  });
  await countCapturePage(page._id, 'submissions');
}
