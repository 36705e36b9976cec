import type { LeadDetailDto } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button } from '@leadnest/ui';
import { lazy, Suspense, useState } from 'react';

import { useUpdateLead } from '../../api/update-lead';
import { useAgentTimeZone } from '../../hooks/use-agent-time-zone';
import { formatDateTime } from '../../lib/lead-time';

// The picker (and Headless UI's dialog) loads when the button is pressed, not with /leads.
const FollowUpDialog = lazy(() => import('./FollowUpDialog').then((m) => ({ default: m.FollowUpDialog })));

export interface ScheduleFollowUpProps {
  lead: Pick<LeadDetailDto, 'id' | 'name' | 'followUpDate'>;
}

/** The panel's 'Schedule Follow-up' button and its date-time picker. */
export function ScheduleFollowUp({ lead }: ScheduleFollowUpProps) {
  const [open, setOpen] = useState(false);
  const update = useUpdateLead();
  // The agent's zone, as Due today / Overdue and the reminder use it.
  const timeZone = useAgentTimeZone();
  const save = (followUpDate: string | null) =>
    update.mutateAsync({ id: lead.id, patch: { followUpDate } }).then(
      () =>
        publishNotification(
          followUpDate
            ? { title: 'Follow-up Scheduled', description: `Follow-up with ${lead.name} on ${formatDateTime(followUpDate, timeZone)}` }
            : { title: 'Follow-up Cleared', description: `No follow-up with ${lead.name}` },
        ),
      (error: unknown) => {
        publishNotification({ title: 'Follow-up Failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
        throw error;
      },
    );
  return (
    <>
      <Button size="sm" variant="secondary" disabled={update.isPending} onClick={() => setOpen(true)}>
        Schedule Follow-up
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <FollowUpDialog
            timeZone={timeZone}
            leadName={lead.name}
            current={lead.followUpDate}
            pending={update.isPending}
            onSubmit={save}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
