import { createHash, randomBytes } from 'node:crypto';

import type { OAuthPlatform } from '@leadnest/contracts';

import type { SessionUser } from '../../lib/auth.js';
import { openSecret, sealSecret } from '../api-keys/api-keys.service.js';
import { OAuthStateModel } from './calendar-connection.model.js';
import { OAuthStateError } from './integrations.errors.js';

const STATE_TTL_MS = 10 * 60_000;
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const verifierAad = (stateHash: string) => `leadnest:oauth-verifier:${stateHash}`;

/**
 * A fresh OAuth state for one sign-in: stored hashed, bound to this session
 * and platform, single use, ten minutes; with the PKCE verifier sealed when
 * the provider supports PKCE.
 */
export async function createOAuthState(user: SessionUser, platform: OAuthPlatform, makeVerifier?: (state: string) => Promise<string>): Promise<string> {
  const state = randomBytes(24).toString('base64url');
  const stateHash = sha256(state);
  const verifier = makeVerifier ? sealSecret(await makeVerifier(state), verifierAad(stateHash)) : undefined;
  await OAuthStateModel.create({
    stateHash,
    userId: user.id,
    sessionHash: sha256(user.sessionId),
    platform,
    verifier,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  return state;
}

/**
 * The provider came back with `state`: it must be this session's own, for
 * this platform, unused and fresh. Spent whatever happens next (a state is
 * good for one try). Answers the PKCE verifier, if one was stored.
 */
export async function consumeOAuthState(user: SessionUser, platform: OAuthPlatform, state: string | undefined): Promise<{ verifier: string | null }> {
  if (!state) throw new OAuthStateError();
  const stateHash = sha256(state);
  const stored = await OAuthStateModel.findOneAndDelete({ stateHash, platform, expiresAt: { $gt: new Date() } }).lean();
  if (!stored || String(stored.userId) !== user.id || stored.sessionHash !== sha256(user.sessionId)) throw new OAuthStateError();
  return { verifier: stored.verifier ? openSecret(stored.verifier, verifierAad(stateHash)) : null };
}
