import type { ReactNode } from 'react';

import { Button } from '../Button';
import { Dialog, DialogActions } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** The spec's question, e.g. 'Delete this template?'. */
  title: ReactNode;
  /** The spec's explanation under it. */
  message?: ReactNode;
  /** The spec's label of the confirming button ('Delete', 'Cancel Subscription'). */
  confirmLabel: string;
  /** Defaults to 'Cancel'. */
  cancelLabel?: string;
  /** Red confirm button, for what cannot be undone. */
  destructive?: boolean;
  /** While the action runs: the confirm button is disabled. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an action. Focus starts on Cancel, so Enter right after the
 * dialog opens never confirms by accident; Escape cancels. Every text is
 * passed in, so each screen shows the spec's own words.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={title} description={message} size="sm">
      <DialogActions>
        <Button variant="secondary" onClick={onCancel} data-autofocus>
          {cancelLabel}
        </Button>
        <Button variant={destructive ? 'danger' : 'primary'} disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
