import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { type SealedSecret, SecretBox, SecretOpenError } from '../secret-box.js';
import { loadSecretsKey } from '../secrets-key.js';

const box = new SecretBox(randomBytes(32));

function reasonOf(open: () => unknown): string | undefined {
  try {
    open();
  } catch (err) {
    return err instanceof SecretOpenError ? err.reason : `not a SecretOpenError: ${String(err)}`;
  }
  return undefined;
}

describe('SecretBox', () => {
  it('opens what it sealed, with the same associated data', () => {
    for (const plain of ['sk-proj-abc123', 'ключ-🔑-密钥', 'x'.repeat(500)]) {
      expect(box.open(box.seal(plain, 'user:1:ai'), 'user:1:ai')).toBe(plain);
    }
  });

  it('refuses an altered ciphertext, tag or IV, other associated data, and another key', () => {
    const sealed = box.seal('sk-proj-abc123', 'user:1:ai');
    const flip = (b64: string) => {
      const bytes = Buffer.from(b64, 'base64');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return bytes.toString('base64');
    };
    expect(reasonOf(() => box.open({ ...sealed, data: flip(sealed.data) }, 'user:1:ai'))).toBe('tampered');
    expect(reasonOf(() => box.open({ ...sealed, tag: flip(sealed.tag) }, 'user:1:ai'))).toBe('tampered');
    expect(reasonOf(() => box.open({ ...sealed, iv: flip(sealed.iv) }, 'user:1:ai'))).toBe('tampered');
    expect(reasonOf(() => box.open(sealed, 'user:2:ai'))).toBe('tampered');
    expect(reasonOf(() => new SecretBox(randomBytes(32)).open(sealed, 'user:1:ai'))).toBe('other-key');
    expect(reasonOf(() => box.open({ ...sealed, v: 2 } as unknown as SealedSecret, 'user:1:ai'))).toBe('unknown-format');
    expect(reasonOf(() => box.open({ ...sealed, tag: 'AAAA' }, 'user:1:ai'))).toBe('unknown-format');
  });

  it('never shows its key when serialised', () => {
    const key = randomBytes(32);
    const text = JSON.stringify({ box: new SecretBox(key) });
    expect(text).not.toContain(key.toString('hex'));
    expect(text).not.toContain(key.toString('base64'));
    expect(() => new SecretBox(randomBytes(16))).toThrow('32-byte key');
  });
});

describe('loadSecretsKey', () => {
  it('prefers SECRETS_KEY, and otherwise generates the file once, then reads it', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'leadnest-secrets-')), 'not-yet-there');
    try {
      const fromEnv = randomBytes(32);
      expect(loadSecretsKey({ SECRETS_KEY: fromEnv, DATA_DIR: dir })).toEqual({ key: fromEnv, origin: 'env' });
      expect(fs.existsSync(dir)).toBe(false);

      const generated = loadSecretsKey({ SECRETS_KEY: undefined, DATA_DIR: dir });
      expect(generated.origin).toBe('generated');
      expect(generated.key).toHaveLength(32);
      expect(fs.statSync(path.join(dir, 'secrets.key')).mode & 0o777).toBe(0o600);
      const again = loadSecretsKey({ SECRETS_KEY: undefined, DATA_DIR: dir });
      expect(again.origin).toBe('file');
      expect(again.key.equals(generated.key)).toBe(true);
      // No temporary files are left behind.
      expect(fs.readdirSync(dir)).toEqual(['secrets.key']);
    } finally {
      fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });

  it('reads a key file written by hand as base64', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadnest-secrets-'));
    try {
      const key = randomBytes(32);
      fs.writeFileSync(path.join(dir, 'secrets.key'), `${key.toString('base64')}\n`);
      expect(loadSecretsKey({ SECRETS_KEY: undefined, DATA_DIR: dir }).key.equals(key)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
