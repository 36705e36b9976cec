import { GeoIndex } from '../geo/geoIndex.js';
import { TextIndex } from '../text/textIndex.js';
import { Index } from './index.js';
import type { IndexSpec } from './indexSpec.js';

/** The index structure for a spec: text indexes have their own; the rest are sorted lists or hashes. */
export function makeIndex(spec: IndexSpec): Index {
  const kinds = Object.values(spec.key);
  if (kinds.includes('text')) return new TextIndex(spec);
  if (kinds.includes('2dsphere') || kinds.includes('2d')) return new GeoIndex(spec);
  return new Index(spec);
}
