import type { LeadDetailDto } from '@leadnest/contracts';

import { sourceLabel } from './stages';

const UTM_LABELS = [
  ['campaign', 'UTM campaign'],
  ['source', 'UTM source'],
  ['medium', 'UTM medium'],
  ['term', 'UTM term'],
  ['content', 'UTM content'],
] as const;

/**
 * Where the person came from beyond the first source: every
 * source when there is more than one, and the UTM parameters of the visit
 * that brought them through a capture page, as [label, value] rows.
 */
export function sourceDetailRows(lead: Pick<LeadDetailDto, 'source' | 'sources' | 'utm'>): [string, string][] {
  const rows: [string, string][] = [];
  const sources = lead.sources ?? [lead.source];
  if (sources.length > 1) rows.push(['All sources', sources.map(sourceLabel).join(', ')]);
  for (const [key, label] of UTM_LABELS) {
    const value = lead.utm?.[key];
    if (value) rows.push([label, value]);
  }
  return rows;
}
