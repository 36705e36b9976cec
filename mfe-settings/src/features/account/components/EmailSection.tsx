import type { UserProfileDto } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Badge, Button } from '@leadnest/ui';

import { useResendVerification } from '../api/resend-verification';
import { ChangeEmailForm } from './ChangeEmailForm';
import { StyledActions, StyledSection } from './styles';

export interface EmailSectionProps {
  profile: UserProfileDto;
}

/** The account's email address, whether it is verified (a new link when it is not), and a change of address. */
export function EmailSection({ profile }: EmailSectionProps) {
  const resend = useResendVerification();
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) => publishNotification({ title: 'Verification Sent', description: answer?.message ?? 'Check your inbox.' }),
      onError: (error) =>
        publishNotification({
          title: 'Not Sent',
          description: serverMessage(error) ?? 'The verification mail could not be sent. Please try again.',
          variant: 'destructive',
        }),
    });

  return (
    <StyledSection as="section" aria-labelledby="account-email">
      <h2 id="account-email">Email</h2>
      <StyledActions>
        <strong data-testid="account-email">{profile.email}</strong>
        {profile.emailVerified ? <Badge tone="green">Verified</Badge> : <Badge tone="yellow">Not verified</Badge>}
      </StyledActions>
      {profile.pendingEmail ? (
        <p data-testid="pending-email">
          Waiting for confirmation: open the link we sent to <strong>{profile.pendingEmail}</strong> to make it your email address.
        </p>
      ) : null}
      {profile.emailVerified ? null : (
        <>
          <p>Open the link we mailed you to verify this address. Didn&apos;t get it?</p>
          <StyledActions>
            <Button variant="secondary" onClick={onResend} disabled={resend.isPending || resend.isSuccess}>
              {resend.isPending ? 'Sending...' : resend.isSuccess ? 'Verification Sent' : 'Resend Verification Email'}
            </Button>
          </StyledActions>
        </>
      )}
      <ChangeEmailForm />
    </StyledSection>
  );
}
