import { Badge } from '@leadnest/ui';

import { stageBadge } from '../lib/stages';

export interface StageBadgeProps {
  stage: string;
}

/** A lead's stage with its documented label and colour. */
export function StageBadge({ stage }: StageBadgeProps) {
  const { label, tone } = stageBadge(stage);
  return (
    <Badge tone={tone} data-testid="stage-badge">
      {label}
    </Badge>
  );
}
