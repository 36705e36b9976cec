import { createHmac, timingSafeEqual } from 'node:crypto';

import { derivedKey } from '../api-keys/api-keys.service.js';

/**
 * The lead's link to their appointment: the appointment id and an HMAC of
 * it under a key derived from SECRETS_KEY, so a link cannot be guessed or
 * pointed at another appointment, and no token has to be stored. It stays
 * valid across moves (the page always shows the appointment as it is now).
 */
const LABEL = 'appointment-link';
const mac = (id: string) => createHmac('sha256', derivedKey(LABEL)).update(`appointment:${id}`).digest().subarray(0, 18);

export function appointmentToken(id: string): string {
  return `${id}.${mac(id).toString('base64url')}`;
}

/** The appointment id a token names, or undefined for a forged or damaged one. */
export function appointmentOfToken(token: string): string | undefined {
  const [id, sig] = token.split('.');
  if (!id || !sig || !/^[0-9a-f]{24}$/.test(id)) return undefined;
  const given = Buffer.from(sig, 'base64url');
  const expected = mac(id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}

export const appointmentLink = (baseUrl: string, id: string) => `${baseUrl.replace(/\/$/, '')}/a/${appointmentToken(id)}`;
