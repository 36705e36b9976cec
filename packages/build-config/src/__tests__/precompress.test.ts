import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { precompressed } from '../precompress';

describe('precompressed', () => {
  it('gives brotli and gzip copies that decode to the same bytes, smaller than the file', () => {
    const file = Buffer.from('export const answer = 42;\n'.repeat(500));
    const { br, gz } = precompressed(file);
    expect(brotliDecompressSync(br).equals(file)).toBe(true);
    expect(gunzipSync(gz).equals(file)).toBe(true);
    expect(br.length).toBeLessThan(file.length / 10);
    expect(gz.length).toBeLessThan(file.length / 10);
  });

  it('is deterministic, so a rebuild of the same code releases the same version', () => {
    const file = Buffer.from('console.log("same");\n'.repeat(100));
    expect(precompressed(file)).toEqual(precompressed(file));
  });
});
