import type { TeamMemberDto } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, Dialog, DialogActions, FormField, Select } from '@leadnest/ui';
import { useState } from 'react';

import { useRemoveMember } from '../api/remove-member';
import { memberName } from '../member-name';

/** Member ids are 24 hex digits, so this can never be one. */
const POOL = 'pool';

export interface RemoveMemberDialogProps {
  member: TeamMemberDto;
  /** Who else is on the team: the members their open leads may go to. */
  others: readonly TeamMemberDto[];
  onClose: () => void;
}

/** Asks where the member's open leads go (the unassigned pool or another member) before taking them off the team. */
export function RemoveMemberDialog({ member, others, onClose }: RemoveMemberDialogProps) {
  const remove = useRemoveMember();
  const [to, setTo] = useState(POOL);
  const name = memberName(member);
  const options = [{ value: POOL, label: 'Back to the unassigned pool' }, ...others.map((m) => ({ value: m.userId, label: memberName(m) }))];
  const confirm = () => {
    const reassignTo = to === POOL ? null : to;
    const target = others.find((m) => m.userId === reassignTo);
    remove.mutate(
      { userId: member.userId, reassignTo },
      {
        onSuccess: () => {
          onClose();
          publishNotification({
            title: 'Member Removed',
            description: `${name} is off the team. Their open leads went ${target ? `to ${memberName(target)}` : 'back to the unassigned pool'}.`,
          });
        },
        onError: (failure) =>
          publishNotification({
            title: 'Remove Failed',
            description: serverMessage(failure) ?? 'The member could not be removed. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <Dialog open onClose={onClose} title={`Remove ${name}?`} description="They lose access to the team’s leads and conversations at once." size="sm">
      <FormField label="Their open leads go to">
        <Select options={options} value={to} onChange={setTo} />
      </FormField>
      <DialogActions>
        <Button variant="secondary" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? 'Removing…' : 'Remove Member'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
