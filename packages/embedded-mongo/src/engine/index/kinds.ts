import { TextIndex } from '../text/textIndex.js';
import { Index } from './index.js';
import type { IndexSpec } from './indexSpec.js';

/** The index structure for a spec: text indexes have their own; the rest are sorted lists or hashes. */
export function makeIndex(spec: IndexSpec): Index {
  if (Object.values(spec.key).includes('text')) return new TextIndex(spec);
  return new Index(spec);
}
