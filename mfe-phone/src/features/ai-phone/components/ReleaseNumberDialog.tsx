import type { PhoneNumberDto } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { ConfirmDialog, formatPhone } from '@leadnest/ui';

import { useReleaseNumber } from '../api/release-number';

export interface ReleaseNumberDialogProps {
  /** The number to release; null: the dialog is closed. */
  number: PhoneNumberDto | null;
  onClose: () => void;
}

/**
 * Asks before a number is given up (the spec has no text for it). A
 * dedicated number goes back to Twilio and may not be had again; a number
 * on the agent's own Twilio account is only disconnected from LeadNest.
 */
export function ReleaseNumberDialog({ number, onClose }: ReleaseNumberDialogProps) {
  const release = useReleaseNumber();
  const dedicated = number?.provider === 'platform';
  const confirm = () => {
    if (!number) return;
    release.mutate(number.id, {
      onSuccess: (res) => {
        publishNotification({
          title: dedicated ? 'Number Released' : 'Number Disconnected',
          description: `${formatPhone(res.phoneNumber)} no longer reaches your AI assistant.`,
        });
        onClose();
      },
      onError: (e) =>
        publishNotification({
          title: 'Release Failed',
          description: serverMessage(e) ?? 'Could not release the number. Please try again.',
          variant: 'destructive',
        }),
    });
  };
  return (
    <ConfirmDialog
      open={number !== null}
      title={`${dedicated ? 'Release' : 'Disconnect'} ${formatPhone(number?.phoneNumber)}?`}
      message={
        dedicated
          ? 'Calls and texts to this number will no longer reach your AI assistant, and the number goes back to Twilio: you may not get it again. Your call history stays. This action cannot be undone.'
          : 'Calls and texts to this number will no longer reach your AI assistant. The number stays in your own Twilio account. Your call history stays.'
      }
      confirmLabel={dedicated ? 'Release Number' : 'Disconnect Number'}
      destructive
      pending={release.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
