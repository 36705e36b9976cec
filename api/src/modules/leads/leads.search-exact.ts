import { toE164 } from '@leadnest/contracts/phone-number';
import type { QueryFilter } from 'mongoose';
import { z } from 'zod';

import { phoneDigitForms } from './identity/lead-identity.js';
import type { Lead } from './lead.model.js';

/**
 * A search that is a whole email address or a whole phone number.
 * The agent pasted who they are looking for: it is answered by the
 * (userId, email) or (userId, phoneDigits) index that merge-on-create uses,
 * one lookup instead of a walk of every lead (a pasted address matching no
 * lead used to read all of them). Anything else (a name, part of an address
 * or number) stays a substring search (leads.query.ts).
 *
 * A whole address finds that address only (case-insensitive, addresses are
 * stored lower-cased), not longer ones containing it: "ann@x.com" does not
 * list "joann@x.com", which is what a pasted address means.
 */
export function exactContactFilter(q: string): QueryFilter<Lead> | null {
  if (q.includes('@')) {
    const address = q.toLowerCase();
    return z.email().safeParse(address).success ? { email: address } : null;
  }
  // Only phone characters, and a number libphonenumber accepts (10+ digits).
  if (!/^[\d\s().+./-]+$/.test(q) || q.replace(/\D/g, '').length < 10) return null;
  const e164 = toE164(q);
  return e164 ? { phoneDigits: { $in: phoneDigitForms(e164) } } : null;
}
