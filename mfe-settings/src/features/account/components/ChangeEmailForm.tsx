import { ApiError, publishNotification, serverMessage } from '@leadnest/session';
import { Button, TextField } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';

import { ChangeEmailInput, useChangeEmail } from '../api/change-email';
import { StyledActions, StyledForm } from './styles';

const EMPTY = { newEmail: '', currentPassword: '' };
type Values = typeof EMPTY;
type Errors = Partial<Record<keyof Values, string>>;

/** The field a 400/409 names (`fields`), so its message shows under it. */
function fieldErrorsOf(error: unknown): Errors {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return {};
  try {
    const fields = (JSON.parse(error.body) as { fields?: Record<string, string> }).fields ?? {};
    return { newEmail: fields.newEmail ?? fields.email, currentPassword: fields.currentPassword };
  } catch {
    return {};
  }
}

/** Change of email: the new address and the current password; the change waits for the link mailed to the new address. */
export function ChangeEmailForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const change = useChangeEmail();
  const set = (field: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ChangeEmailInput.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])) as Errors);
      return;
    }
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: (answer) => {
        setValues(EMPTY);
        publishNotification({ title: 'Check Your New Inbox', description: answer?.message ?? 'We have sent a confirmation link to your new address.' });
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        publishNotification({
          title: 'Email Not Changed',
          description: serverMessage(error) ?? 'Your email could not be changed. Please try again.',
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <StyledForm onSubmit={onSubmit} noValidate aria-label="Change email">
      <TextField
        label="New email"
        name="newEmail"
        type="email"
        autoComplete="email"
        value={values.newEmail}
        error={errors.newEmail}
        onChange={set('newEmail')}
      />
      <TextField
        label="Password"
        name="emailCurrentPassword"
        type="password"
        autoComplete="current-password"
        hint="Your current password, to confirm it is you."
        value={values.currentPassword}
        error={errors.currentPassword}
        onChange={set('currentPassword')}
      />
      <StyledActions>
        <Button type="submit" variant="secondary" disabled={change.isPending}>
          {change.isPending ? 'Sending...' : 'Change Email'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
