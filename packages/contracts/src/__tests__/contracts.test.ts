import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import {
  AdminLoginInput,
  checkUploadFile,
  LoginInput,
  OnboardingProfileInput,
  ProfileUpdateInput,
  RegisterForm,
  RegisterInput,
  SignupInput,
  tooManyAttemptsMessage,
  tooManyMailsMessage,
  toRegisterPayload,
  UserPatchInput,
} from '../index';

/** Field → first message, as the API's validate() reports them. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  const fields: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) fields[issue.path.join('.') || '(body)'] ??= issue.message;
  return fields;
}

const registration = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  password: 'longenough',
  confirmPassword: 'longenough',
  companyName: 'Hopper Homes',
  phone: '5125550100',
  planTier: 'agency',
  agreeToTerms: true,
} as const;

describe('auth contracts', () => {
  it('login: both fields required, email normalised, strings only', () => {
    expect(LoginInput.parse({ email: ' A@B.CO ', password: ' pw ' })).toEqual({ email: 'a@b.co', password: ' pw ' });
    expect(messages(LoginInput, { email: '' })).toEqual({ email: 'Please enter both email and password.', password: 'Please enter both email and password.' });
    expect(messages(LoginInput, { email: { $gt: '' }, password: 'x' })).toEqual({ email: 'Please enter both email and password.' });
    expect(messages(LoginInput, null)).toEqual({ '(body)': 'Please enter both email and password.' });
  });

  it('signup: the spec messages', () => {
    expect(messages(SignupInput, { firstName: 'A', lastName: 'B', email: 'a@b.co' })).toEqual({ password: 'Please fill in all required fields.' });
    expect(messages(SignupInput, { firstName: 'A', lastName: 'B', email: 'a@b.co', password: '12345' })).toEqual({
      password: 'Password must be at least 6 characters long.',
    });
    expect(SignupInput.parse({ firstName: ' A ', lastName: 'B', email: 'a@b.co', password: '123456', brokerage: '' })).toMatchObject({
      firstName: 'A',
      brokerage: null,
    });
  });

  it('registration form: the table’s messages, shown together, confirmPassword on its own field', () => {
    expect(messages(RegisterForm, { ...registration, password: 'short', confirmPassword: 'other', agreeToTerms: false, firstName: '' })).toEqual({
      firstName: 'First name is required',
      password: 'Password must be at least 8 characters',
      agreeToTerms: 'You must agree to the terms',
      confirmPassword: "Passwords don't match",
    });
    expect(messages(RegisterForm, { ...registration, email: 'x', phone: '123', companyName: '' })).toEqual({
      email: 'Please enter a valid email',
      phone: 'Please enter a valid phone number',
      companyName: 'Company name is required',
    });
  });

  it('registration payload: without the form-only fields, plan defaulting to professional', () => {
    const payload = toRegisterPayload(registration);
    expect(payload).not.toHaveProperty('confirmPassword');
    expect(payload).not.toHaveProperty('agreeToTerms');
    expect(RegisterInput.parse({ ...payload, planTier: undefined }).planTier).toBe('professional');
    expect(messages(RegisterInput, { ...payload, planTier: 'starter' })).toEqual({ planTier: 'Please choose a plan: professional, enterprise or agency' });
  });

  it('admin login: passcode required', () => {
    expect(messages(AdminLoginInput, {})).toEqual({ passcode: 'Please enter the admin passcode.' });
  });

  it('429 message says how long to wait', () => {
    expect(tooManyAttemptsMessage(900)).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(tooManyAttemptsMessage(30)).toBe('Too many attempts. Please try again in a minute.');
    expect(tooManyAttemptsMessage(3599)).toBe('Too many attempts. Please try again in an hour.');
    expect(tooManyMailsMessage(7200)).toBe('Too many mails requested. Please try again in 2 hours.');
  });
});

describe('profile contracts', () => {
  it('onboarding: personality defaults to friendly and offers three', () => {
    expect(OnboardingProfileInput.parse({}).personality).toBe('friendly');
    expect(messages(OnboardingProfileInput, { personality: 'energetic' })).toEqual({ personality: 'Please choose professional, friendly or enthusiastic.' });
  });

  it('profile update: empty clears, absent leaves, unknown fields refused by name', () => {
    expect(ProfileUpdateInput.parse({ brokerage: '', phone: null })).toEqual({ brokerage: null, phone: null });
    expect(messages(ProfileUpdateInput, { plan: 'agency' })).toEqual({ '(body)': 'These fields cannot be changed here: plan' });
  });

  it('user patch: no defaults sneak into a partial settings update', () => {
    expect(UserPatchInput.parse({ advancedSettings: { crmSync: true } })).toEqual({ advancedSettings: { crmSync: true } });
  });

  it('uploads: the browser-side check matches the server', () => {
    expect(checkUploadFile({ size: 10, type: 'image/png' })).toBeUndefined();
    expect(checkUploadFile({ size: 10, type: 'image/gif' })).toBe('Only PNG, JPEG or WebP images can be uploaded.');
    expect(checkUploadFile({ size: 6 * 1024 * 1024, type: 'image/png' })).toBe('The image is too large. The limit is 5 MB.');
  });
});
