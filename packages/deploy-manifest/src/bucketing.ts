/**
 * Deterministic bucketing for staged rollouts. A visitor's bucket key is a
 * stable anonymous id (cookie) or, once signed in, the user id; the same key
 * always lands in the same bucket for a given remote, so a visitor stays on
 * one version while a rollout holds still. Each remote hashes with its own
 * salt so a visitor in the first 10% of one rollout is not automatically in
 * the first 10% of every other. See docs/decisions/0014-module-federation-and-rollout.md.
 */

/** Cookie that carries the anonymous visitor id. */
export const VISITOR_COOKIE = 'ln_vid';

/** 32-bit FNV-1a: tiny, fast, and well spread for short ASCII keys. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The visitor's bucket 0–99 for one remote. */
export function bucketOf(bucketKey: string, remote: string): number {
  return fnv1a(`${remote}:${bucketKey}`) % 100;
}

/** A new random visitor id (used when the cookie is missing). */
export function newVisitorId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** True for ids we issue ourselves; anything else in the cookie is replaced. */
export function isVisitorId(value: string | undefined | null): value is string {
  return typeof value === 'string' && /^[0-9a-f]{32}$/.test(value);
}
