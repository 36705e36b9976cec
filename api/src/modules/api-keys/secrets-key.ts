import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { type Env, parseSecretsKey } from '../../config/env.js';
import { SecretsKeyFileError } from './api-keys.errors.js';

export const SECRETS_KEY_FILE = 'secrets.key';

export interface SecretsKeySource {
  key: Buffer;
  /** Where it came from: the environment, a key file read, or a key file just written. */
  origin: 'env' | 'file' | 'generated';
  file?: string;
}

/**
 * The key that encrypts saved API keys: SECRETS_KEY when set, else the one
 * in `$DATA_DIR/secrets.key`, generated there on first use (32 random bytes
 * as hex, mode 0600) and read back on every later start.
 *
 * Creation is atomic: the key is written to a temporary file and hard-linked
 * into place, which fails if another process got there first; that process's
 * key is then read and used, so two processes starting together agree.
 */
export function loadSecretsKey(env: Pick<Env, 'SECRETS_KEY' | 'DATA_DIR'>): SecretsKeySource {
  if (env.SECRETS_KEY) return { key: env.SECRETS_KEY, origin: 'env' };
  const file = path.join(env.DATA_DIR, SECRETS_KEY_FILE);
  const existing = readKeyFile(file);
  if (existing) return { key: existing, origin: 'file', file };

  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    fs.writeFileSync(temporary, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    fs.linkSync(temporary, file);
    return { key: readKeyFile(file) as Buffer, origin: 'generated', file };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw new SecretsKeyFileError(file, 'could not be created', err);
    return { key: readKeyFile(file) as Buffer, origin: 'file', file };
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/** The key in `file`, undefined when there is no file, an error when it holds something else. */
function readKeyFile(file: string): Buffer | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new SecretsKeyFileError(file, 'could not be read', err);
  }
  const key = parseSecretsKey(text);
  if (!key) throw new SecretsKeyFileError(file, 'does not hold a 32-byte key (64 hexadecimal characters or base64)');
  return key;
}
