import { AUTH_MESSAGES } from '@leadnest/contracts';
import { ApiError, publishNotification, serverMessage } from '@leadnest/session';
import { Button, TextField } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';

import { ChangePasswordInput, useChangePassword } from '../api/change-password';
import { StyledActions, StyledForm, StyledSection } from './styles';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Values = typeof EMPTY;
type Errors = Partial<Record<keyof Values, string>>;

/** The field a server refusal belongs to (`fields` of a 400), so its message shows under it. */
function fieldErrorsOf(error: unknown): Errors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    const fields = (JSON.parse(error.body) as { fields?: Record<string, string> }).fields ?? {};
    return { currentPassword: fields.currentPassword, newPassword: fields.newPassword ?? fields.password };
  } catch {
    return {};
  }
}

/** Change password: the current one, the new one twice. The server signs out every other session of this user. */
export function PasswordForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const change = useChangePassword();
  const set = (field: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ChangePasswordInput.safeParse(
      values.currentPassword || values.newPassword ? { currentPassword: values.currentPassword, newPassword: values.newPassword } : {},
    );
    const next: Errors = parsed.success ? {} : (Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])) as Errors);
    if (!next.newPassword && values.newPassword && values.confirmPassword !== values.newPassword) next.confirmPassword = AUTH_MESSAGES.passwordsDontMatch;
    setErrors(next);
    if (!parsed.success || next.confirmPassword) return;
    change.mutate(parsed.data, {
      onSuccess: (answer) => {
        setValues(EMPTY);
        publishNotification({ title: 'Password Changed', description: answer?.message ?? 'Your password has been changed.' });
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        publishNotification({
          title: 'Password Not Changed',
          description: serverMessage(error) ?? 'Your password could not be changed. Please try again.',
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <StyledSection as="section" aria-labelledby="account-password">
      <h2 id="account-password">Password</h2>
      <p>Changing your password signs you out on every other device.</p>
      <StyledForm onSubmit={onSubmit} noValidate>
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          error={errors.currentPassword}
          onChange={set('currentPassword')}
        />
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters, not one of the most common passwords."
          value={values.newPassword}
          error={errors.newPassword}
          onChange={set('newPassword')}
        />
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={set('confirmPassword')}
        />
        <StyledActions>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Changing...' : 'Change Password'}
          </Button>
        </StyledActions>
      </StyledForm>
    </StyledSection>
  );
}
