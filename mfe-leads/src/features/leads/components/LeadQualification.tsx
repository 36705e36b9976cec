import type { LeadQualificationDto } from '@leadnest/contracts';

import { qualificationRows } from '../lib/qualification';

export interface LeadQualificationProps {
  qualification: LeadQualificationDto | null;
}

/**
 * What the AI assistant learned from the lead (budget, timeline, areas…),
 * as rows of the panel's details list. Nothing when it learned nothing.
 */
export function LeadQualification({ qualification }: LeadQualificationProps) {
  const rows = qualificationRows(qualification);
  if (rows.length === 0) return null;
  return (
    <>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }} data-testid="qualification-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </>
  );
}
