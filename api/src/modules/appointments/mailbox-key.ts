/** Providers whose addresses ignore dots in the local part (a.b@gmail.com is ab@gmail.com). */
const DOTLESS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, as the public caps count it: lower case,
 * without a `+tag` (most providers deliver name+x@ to name@), and without
 * dots at Gmail. Otherwise one victim could be mailed once per spelling of
 * their address. Undefined when there is no address.
 */
export function mailboxKey(email: string | null | undefined): string | undefined {
  const trimmed = email?.trim().toLowerCase();
  if (!trimmed) return undefined;
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return trimmed;
  let local = trimmed.slice(0, at);
  let domain = trimmed.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  local = local.split('+')[0] || local;
  if (DOTLESS.has(domain)) local = local.replace(/\./g, '');
  return `${local}@${domain}`;
}
