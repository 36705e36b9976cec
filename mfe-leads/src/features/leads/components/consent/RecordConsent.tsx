import { LEAD_CONSENT_MESSAGES, type LeadConsentRecordInput, type LeadDetailDto } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button } from '@leadnest/ui';
import { lazy, Suspense, useState } from 'react';

import { useRecordConsent } from '../../api/record-consent';
import { useAgentTimeZone } from '../../hooks/use-agent-time-zone';

// The dialog (and Headless UI under it) loads when the button is pressed, not with /leads.
const RecordConsentDialog = lazy(() => import('./RecordConsentDialog').then((m) => ({ default: m.RecordConsentDialog })));

export interface RecordConsentProps {
  lead: Pick<LeadDetailDto, 'id' | 'name'>;
}

/** The panel's "Record Consent" button: what the agent attests the person agreed to, kept on the lead's timeline. */
export function RecordConsent({ lead }: RecordConsentProps) {
  const [open, setOpen] = useState(false);
  const record = useRecordConsent();
  const timeZone = useAgentTimeZone();
  const save = (input: LeadConsentRecordInput) =>
    record.mutateAsync({ id: lead.id, input }).then(
      () => publishNotification({ title: LEAD_CONSENT_MESSAGES.recordedTitle, description: `Consent recorded for ${lead.name}` }),
      (error: unknown) => {
        publishNotification({ title: LEAD_CONSENT_MESSAGES.failedTitle, description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
        throw error;
      },
    );
  return (
    <>
      <Button size="sm" variant="secondary" disabled={record.isPending} onClick={() => setOpen(true)}>
        Record Consent
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <RecordConsentDialog timeZone={timeZone} leadName={lead.name} pending={record.isPending} onSubmit={save} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
