import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';

import { MongoError } from '../errors.js';

/**
 * Server side of SCRAM-SHA-256 (RFC 5802/7677), the mechanism the mongodb
 * driver picks when `hello` lists it in saslSupportedMechs. The server holds
 * one user; its keys are derived once at start, so a connection costs two
 * HMACs here (the driver caches its own PBKDF2 result per password).
 */
export const MECHANISM = 'SCRAM-SHA-256';
/** mongod's default scramSHA256IterationCount. */
const ITERATIONS = 15_000;

export interface Credential {
  username: string;
  password: string;
}

export interface ScramUser {
  username: string;
  salt: Buffer;
  iterations: number;
  storedKey: Buffer;
  serverKey: Buffer;
}

/** An unfinished conversation on one connection. */
export interface ScramConversation {
  clientFirstBare: string;
  serverFirst: string;
  nonce: string;
}

const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();

/** Printable ASCII only: the driver SASLprep-normalises passwords, which leaves these unchanged. */
const SAFE = /^[\x21-\x7e]+$/;

export function deriveUser(cred: Credential): ScramUser {
  if (!SAFE.test(cred.username) || !SAFE.test(cred.password)) throw new Error('embedded-mongo: username and password must be printable ASCII without spaces');
  const salt = randomBytes(28);
  const salted = pbkdf2Sync(cred.password, salt, ITERATIONS, 32, 'sha256');
  const clientKey = hmac(salted, 'Client Key');
  return { username: cred.username, salt, iterations: ITERATIONS, storedKey: sha256(clientKey), serverKey: hmac(salted, 'Server Key') };
}

const authFailed = () => new MongoError(18, 'Authentication failed.');

function attributes(message: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of message.split(',')) {
    const eq = part.indexOf('=');
    if (eq === 1) out.set(part[0]!, part.slice(2));
  }
  return out;
}

/** client-first → server-first. */
export function scramStart(user: ScramUser, clientFirst: string): { conversation: ScramConversation; payload: string } {
  // gs2 header "n,," (no channel binding, no authzid), then the bare message.
  if (!clientFirst.startsWith('n,,')) throw new MongoError(2, 'SCRAM: channel binding and authzid are not supported');
  const clientFirstBare = clientFirst.slice(3);
  const attrs = attributes(clientFirstBare);
  const name = (attrs.get('n') ?? '').replace(/=2C/g, ',').replace(/=3D/g, '=');
  const clientNonce = attrs.get('r');
  if (!clientNonce) throw new MongoError(2, 'SCRAM: client nonce missing');
  if (!equalStrings(name, user.username)) throw authFailed();
  const nonce = clientNonce + randomBytes(24).toString('base64');
  const serverFirst = `r=${nonce},s=${user.salt.toString('base64')},i=${user.iterations}`;
  return { conversation: { clientFirstBare, serverFirst, nonce }, payload: serverFirst };
}

/** client-final → server-final; throws AuthenticationFailed unless the proof holds. */
export function scramFinish(user: ScramUser, conv: ScramConversation, clientFinal: string): string {
  const attrs = attributes(clientFinal);
  const proof = Buffer.from(attrs.get('p') ?? '', 'base64');
  if (attrs.get('c') !== 'biws' || attrs.get('r') !== conv.nonce || proof.length !== 32) throw authFailed();
  const withoutProof = clientFinal.slice(0, clientFinal.lastIndexOf(',p='));
  const authMessage = `${conv.clientFirstBare},${conv.serverFirst},${withoutProof}`;
  const signature = hmac(user.storedKey, authMessage);
  const clientKey = Buffer.alloc(32);
  for (let i = 0; i < 32; i++) clientKey[i] = proof[i]! ^ signature[i]!;
  if (!timingSafeEqual(sha256(clientKey), user.storedKey)) throw authFailed();
  return `v=${hmac(user.serverKey, authMessage).toString('base64')}`;
}

function equalStrings(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
