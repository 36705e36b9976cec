import { INVITE_ROLES, INVITE_TTL_DAYS, type InviteRole } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, FormField, Select, TextField } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';

import { TeamInviteInput, useSendInvite } from '../api/send-invite';
import { ROLE_NAMES } from '../member-name';
import { StyledActions, StyledForm, StyledRow } from './styles';

const ROLE_OPTIONS = INVITE_ROLES.map((role) => ({ value: role, label: ROLE_NAMES[role] }));

/** An address and a role; the invitee gets a mail with a link good for INVITE_TTL_DAYS days. */
export function InviteForm() {
  const send = useSendInvite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteRole>('agent');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = TeamInviteInput.safeParse({ email, role });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    send.mutate(parsed.data, {
      onSuccess: (invite) => {
        setEmail('');
        publishNotification({ title: 'Invite Sent', description: `We emailed ${invite.email} a link to join; it works for ${INVITE_TTL_DAYS} days.` });
      },
      // The server's words: which plan has teams (PLAN_FEATURE), seats full, already a member or invited.
      onError: (failure) =>
        publishNotification({
          title: 'Invite Not Sent',
          description: serverMessage(failure) ?? 'The invitation could not be sent. Please try again.',
          variant: 'destructive',
        }),
    });
  };
  return (
    <StyledForm onSubmit={submit} noValidate aria-label="Invite a member">
      <StyledRow>
        <TextField label="Email" name="inviteEmail" type="email" autoComplete="off" value={email} error={error} onChange={(e) => setEmail(e.target.value)} />
        <FormField label="Role" hint={role === 'admin' ? 'Admins manage members, routing and every lead.' : 'Agents work their own leads and the pool.'}>
          <Select<InviteRole> options={ROLE_OPTIONS} value={role} onChange={setRole} />
        </FormField>
      </StyledRow>
      <StyledActions>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send Invite'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
