import { createHash } from 'node:crypto';
import { promises as fsp } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach } from 'vitest';

export const tempDir = (name: string) => fsp.mkdtemp(path.join(os.tmpdir(), `embedded-mongo-${name}-`));

/** A maker of fresh data folders for one test file, each removed after its test. */
export function tempDirsPerTest(name: string): () => Promise<string> {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const d of dirs.splice(0)) await fsp.rm(d, { recursive: true, force: true });
  });
  return async () => {
    const d = await tempDir(name);
    dirs.push(d);
    return d;
  };
}

/** Every file under dir (recursively) with a hash of its bytes: "did anything change?". */
export async function fingerprint(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await fsp.readdir(dir, { withFileTypes: true, recursive: true })) {
    // The lock file holds its holder's pid, written by every process that
    // opens the folder: it is not data (a start refused for damage still
    // took the lock before reading).
    if (!entry.isFile() || entry.name === 'mongod.lock') continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = createHash('sha256')
      .update(await fsp.readFile(file))
      .digest('hex');
  }
  return out;
}

export async function journalFiles(dir: string): Promise<string[]> {
  return (await fsp.readdir(dir)).filter((f) => /^journal\.\d+\.log$/.test(f)).sort((a, b) => parseInt(a.slice(8)) - parseInt(b.slice(8)));
}
