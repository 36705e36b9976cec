import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Authenticated encryption of short secrets (the agents' API keys) with
 * AES-256-GCM: a fresh random 12-byte IV per value, the 16-byte auth tag
 * stored beside the ciphertext, and "associated data" naming what the value
 * belongs to (owner and platform), so a ciphertext copied onto another
 * user's record does not decrypt there. See docs/decisions/0006-secrets-sealing.md.
 */
export const SECRET_ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** How a secret is stored: everything base64, nothing in clear. */
export interface SealedSecret {
  /** Format version, for a future change of algorithm. */
  v: 1;
  iv: string;
  tag: string;
  data: string;
  /**
   * Which key sealed it: 8 hex characters of an HMAC of a fixed label under
   * the key (says nothing about the key), so a value sealed under another
   * SECRETS_KEY is reported as such instead of as tampering.
   */
  kid: string;
}

export class SecretOpenError extends Error {
  constructor(readonly reason: 'other-key' | 'tampered' | 'unknown-format') {
    super(
      reason === 'other-key'
        ? 'the secret was sealed under a different secrets key'
        : reason === 'tampered'
          ? 'the secret failed its integrity check'
          : 'the secret has an unknown format',
    );
    this.name = 'SecretOpenError';
  }
}

export class SecretBox {
  readonly #key: Buffer;
  readonly kid: string;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('SecretBox needs a 32-byte key');
    this.#key = Buffer.from(key);
    this.kid = createHmac('sha256', this.#key).update('leadnest secrets key id').digest('hex').slice(0, 8);
  }

  seal(plain: string, associatedData: string): SealedSecret {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(SECRET_ALGORITHM, this.#key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return { v: 1, iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64'), kid: this.kid };
  }

  /** The clear text, or a SecretOpenError (wrong key, altered value or associated data, unknown format). */
  open(sealed: SealedSecret, associatedData: string): string {
    if (sealed?.v !== 1 || typeof sealed.iv !== 'string' || typeof sealed.tag !== 'string' || typeof sealed.data !== 'string') {
      throw new SecretOpenError('unknown-format');
    }
    if (sealed.kid !== this.kid) throw new SecretOpenError('other-key');
    const iv = Buffer.from(sealed.iv, 'base64');
    const tag = Buffer.from(sealed.tag, 'base64');
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SecretOpenError('unknown-format');
    try {
      const decipher = createDecipheriv(SECRET_ALGORITHM, this.#key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(associatedData, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretOpenError('tampered');
    }
  }

  /** A key for another purpose (signing links), derived from this one so no second secret has to be kept. */
  derive(label: string): Buffer {
    return createHmac('sha256', this.#key).update(`leadnest derived key: ${label}`).digest();
  }

  /** Never print the key, whatever logs or inspects this object. */
  toJSON(): { kid: string } {
    return { kid: this.kid };
  }
}
