import type { CallLogDto } from '@leadnest/contracts';
import { Badge } from '@leadnest/ui';

import { outcomeLabel } from '../lib/calls';

/** The outcome (or status): a completed call in the default badge, others secondary (spec part 2 §4). */
export function CallOutcomeBadge({ call }: { call: Pick<CallLogDto, 'outcome' | 'status'> }) {
  return <Badge tone={call.status === 'completed' ? 'brand' : 'grey'}>{outcomeLabel(call)}</Badge>;
}
