import { ProfileUpdateInput, timeZoneNames, type UserProfileDto } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, FormField, Select, TextField } from '@leadnest/ui';
import { type FormEvent, useMemo, useState } from 'react';

import { type AccountDetails, useSaveAccountDetails } from '../api/profile';
import { StyledActions, StyledForm, StyledRow, StyledSection } from './styles';

export interface DetailsFormProps {
  profile: UserProfileDto;
}

type Errors = Partial<Record<keyof AccountDetails, string>>;

const detailsOf = (profile: UserProfileDto): AccountDetails => ({
  firstName: profile.firstName ?? '',
  lastName: profile.lastName ?? '',
  brokerage: profile.brokerage ?? '',
  serviceArea: profile.serviceArea ?? '',
  timeZone: profile.timeZone,
});

/** Name, brokerage, service area and time zone (any IANA zone), saved with PUT /api/user/profile. */
export function DetailsForm({ profile }: DetailsFormProps) {
  const [values, setValues] = useState<AccountDetails>(() => detailsOf(profile));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveAccountDetails();
  // Every zone the browser knows, and the saved one even if this browser lists it under another name.
  const zones = useMemo(() => {
    const names = timeZoneNames();
    return (names.includes(values.timeZone) ? names : [values.timeZone, ...names]).map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
  }, [values.timeZone]);
  const set = (field: keyof AccountDetails) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ProfileUpdateInput.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])) as Errors);
      return;
    }
    setErrors({});
    save.mutate(values, {
      onSuccess: () => publishNotification({ title: 'Profile Saved', description: 'Your details have been updated.' }),
      onError: (error) =>
        publishNotification({
          title: 'Save Failed',
          description: serverMessage(error) ?? 'Your details could not be saved. Please try again.',
          variant: 'destructive',
        }),
    });
  };

  return (
    <StyledSection as="section" aria-labelledby="account-details">
      <h2 id="account-details">Profile</h2>
      <StyledForm onSubmit={onSubmit} noValidate>
        <StyledRow>
          <TextField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            error={errors.firstName}
            onChange={set('firstName')}
          />
          <TextField label="Last name" name="lastName" autoComplete="family-name" value={values.lastName} error={errors.lastName} onChange={set('lastName')} />
        </StyledRow>
        <StyledRow>
          <TextField
            label="Brokerage"
            name="brokerage"
            autoComplete="organization"
            value={values.brokerage}
            error={errors.brokerage}
            onChange={set('brokerage')}
          />
          <TextField label="Service area" name="serviceArea" value={values.serviceArea} error={errors.serviceArea} onChange={set('serviceArea')} />
        </StyledRow>
        <FormField label="Time zone" hint="Your booking hours, appointments and billing dates use this time zone." error={errors.timeZone}>
          <Select name="timeZone" options={zones} value={values.timeZone} onChange={(timeZone) => setValues((v) => ({ ...v, timeZone }))} />
        </FormField>
        <StyledActions>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Profile'}
          </Button>
        </StyledActions>
      </StyledForm>
    </StyledSection>
  );
}
