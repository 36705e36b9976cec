import { randomBytes } from 'node:crypto';
import { promises as fsp } from 'node:fs';

import type { Credential } from './scram.js';

/** Name of the credential file inside a dbPath. */
export const CREDENTIAL_FILE = 'credential.json';
export const USERNAME = 'embedded';

export function generateCredential(): Credential {
  return { username: USERNAME, password: randomBytes(24).toString('base64url') };
}

/**
 * The data folder's credential: read from `file`, or generated once and
 * written there with mode 0600 (exclusive create, so two starts never end
 * with different passwords). Tools that connect from another process (the
 * CLI's users, mongosh) read it from there; nothing logs it.
 */
export async function loadOrCreateCredential(file: string): Promise<Credential> {
  try {
    const cred = parse(await fsp.readFile(file, 'utf8'), file);
    await fsp.chmod(file, 0o600).catch(() => {});
    return cred;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const cred = generateCredential();
  try {
    await fsp.writeFile(file, `${JSON.stringify(cred)}\n`, { mode: 0o600, flag: 'wx' });
    return cred;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return parse(await fsp.readFile(file, 'utf8'), file);
  }
}

function parse(text: string, file: string): Credential {
  const v = JSON.parse(text) as Partial<Credential>;
  if (typeof v.username !== 'string' || typeof v.password !== 'string') throw new Error(`embedded-mongo: ${file} does not hold {"username","password"}`);
  return { username: v.username, password: v.password };
}

/** mongodb://user:password@127.0.0.1:PORT/?authSource=admin */
export function uriWithCredential(address: string, cred: Credential): string {
  const u = new URL(address);
  u.username = encodeURIComponent(cred.username);
  u.password = encodeURIComponent(cred.password);
  u.pathname = '/';
  u.search = '?authSource=admin';
  return u.toString();
}
