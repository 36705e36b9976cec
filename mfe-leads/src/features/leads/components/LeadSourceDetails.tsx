import type { LeadDetailDto } from '@leadnest/contracts';

import { sourceDetailRows } from '../lib/source-details';

export interface LeadSourceDetailsProps {
  lead: Pick<LeadDetailDto, 'source' | 'sources' | 'utm'>;
}

/** Every source and the visit's UTM parameters, as rows of the panel's details list. Nothing when there is nothing beyond the source. */
export function LeadSourceDetails({ lead }: LeadSourceDetailsProps) {
  return (
    <>
      {sourceDetailRows(lead).map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }} data-testid="source-detail-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </>
  );
}
