import { createHmac, timingSafeEqual } from 'node:crypto';

import { derivedKey } from '../api-keys/api-keys.service.js';

/**
 * The capture form's fill-time stamp: when the server showed the form, for
 * which page, signed with a key derived from SECRETS_KEY
 * (docs/decisions/0006-secrets-sealing.md), so a script cannot claim it
 * was shown long ago or reuse one page's stamp on another. Nothing is
 * stored: the stamp carries its own time. See
 * docs/decisions/0036-public-form-caps.md for how it is used.
 */
const LABEL = 'capture-form-stamp';

/**
 * How long a shown form can be sent: a day, so a tab left open overnight
 * still works, while a stamp copied out of a page does not work forever.
 */
export const FORM_STAMP_TTL_MS = 24 * 60 * 60 * 1000;

const mac = (pageId: string, issuedAt: number) => createHmac('sha256', derivedKey(LABEL)).update(`capture-form:${pageId}:${issuedAt}`).digest().subarray(0, 18);

/** `<issued at, base 36>.<signature>`: goes into the form's hidden `formStamp` field. */
export function issueFormStamp(pageId: string, now = Date.now()): string {
  return `${now.toString(36)}.${mac(pageId, now).toString('base64url')}`;
}

export type FormStampReading = { ok: true; issuedAt: number } | { ok: false; reason: 'missing' | 'forged' | 'expired' };

/** Checks a stamp sent back with the form of page `pageId`. */
export function readFormStamp(stamp: string | undefined, pageId: string, now = Date.now()): FormStampReading {
  if (!stamp) return { ok: false, reason: 'missing' };
  const match = /^([0-9a-z]{1,12})\.([\w-]{24})$/.exec(stamp);
  if (!match) return { ok: false, reason: 'forged' };
  const issuedAt = parseInt(match[1]!, 36);
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = mac(pageId, issuedAt);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  if (now - issuedAt > FORM_STAMP_TTL_MS) return { ok: false, reason: 'expired' };
  return { ok: true, issuedAt };
}
