import { serverMessage, useSession } from '@leadnest/session';
import { Button, EmptyState, PageFrame, Spinner } from '@leadnest/ui';

import { useAccountProfile } from '../api/profile';
import { useEmailChangeResult } from '../hooks/useEmailChangeResult';
import { DetailsForm } from './DetailsForm';
import { EmailSection } from './EmailSection';
import { PasswordForm } from './PasswordForm';
import { StyledStack } from './styles';

/** Account (/account): the signed-in user's profile details, email and password. */
export function AccountPage() {
  useEmailChangeResult();
  const { user, isLoading } = useSession();
  const profile = useAccountProfile(Boolean(user));

  if (!isLoading && !user)
    return (
      <PageFrame>
        <EmptyState title="Sign in to manage your account." />
      </PageFrame>
    );
  if (profile.isPending)
    return (
      <PageFrame>
        <Spinner label="Loading your account" />
      </PageFrame>
    );
  if (profile.isError) {
    return (
      <PageFrame>
        <EmptyState
          role="alert"
          title="Your account could not be loaded."
          description={serverMessage(profile.error)}
          action={<Button onClick={() => void profile.refetch()}>Try again</Button>}
        />
      </PageFrame>
    );
  }
  return (
    <PageFrame subtitle="Your details, email address and password.">
      <StyledStack>
        <DetailsForm key={profile.data.id} profile={profile.data} />
        <EmailSection profile={profile.data} />
        <PasswordForm />
      </StyledStack>
    </PageFrame>
  );
}
