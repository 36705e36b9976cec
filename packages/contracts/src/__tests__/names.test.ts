import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import {
  AiScriptInput,
  AppointmentCreateInput,
  CallListCreateInput,
  ContactInput,
  CrmConnectionInput,
  LeadCreateInput,
  NAME_CONTROL_CHARACTERS,
  OnboardingProfileInput,
  ProfileUpdateInput,
  PublicCaptureInput,
  RegisterInput,
  SignupInput,
  TeamPatchInput,
} from '../index';

/** Field → first message, as the API's validate() reports them. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  const fields: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) fields[issue.path.join('.') || '(body)'] ??= issue.message;
  return fields;
}

/** Every name field with a body that is valid but for it. */
const NAME_FIELDS: Array<[string, z.ZodType, Record<string, unknown>, string]> = [
  ['signup first name', SignupInput, { lastName: 'Hopper', email: 'g@example.com', password: 'longenough' }, 'firstName'],
  ['signup last name', SignupInput, { firstName: 'Grace', email: 'g@example.com', password: 'longenough' }, 'lastName'],
  ['signup brokerage', SignupInput, { firstName: 'Grace', lastName: 'Hopper', email: 'g@example.com', password: 'longenough' }, 'brokerage'],
  [
    'registration company',
    RegisterInput,
    { firstName: 'Grace', lastName: 'Hopper', email: 'g@example.com', password: 'longenough', phone: '5125550100' },
    'companyName',
  ],
  ['profile first name', ProfileUpdateInput, {}, 'firstName'],
  ['profile last name', ProfileUpdateInput, {}, 'lastName'],
  ['profile full name', ProfileUpdateInput, {}, 'fullName'],
  ['onboarding full name', OnboardingProfileInput, {}, 'fullName'],
  ['lead', LeadCreateInput, { phone: '5125550100' }, 'name'],
  ['contact', ContactInput, { phone: '5125550100' }, 'name'],
  ['campaign', CallListCreateInput, {}, 'name'],
  ['team', TeamPatchInput, {}, 'name'],
  ['capture visitor', PublicCaptureInput, { email: 'v@example.com', phone: '5125550100' }, 'name'],
  ['appointment client', AppointmentCreateInput, { title: 'Showing', date: '2026-03-02', time: '10:00' }, 'clientName'],
  ['AI script', AiScriptInput, { triggers: ['hi'], response: 'Hello' }, 'name'],
  ['CRM connection', CrmConnectionInput, { crmType: 'hubspot' }, 'crmName'],
];

describe('name fields', () => {
  it.each(NAME_FIELDS)('%s: a plain name passes', (_label, schema, body, field) => {
    expect(messages(schema, { ...body, [field]: 'Ann-Marie O’Neil Æsir' })).toEqual({});
  });

  // CR/LF would start a new line in a mail header or a calendar invitation; the rest break exports and SMS.
  const refused = [
    'Ann\r\nATTENDEE:mailto:x@evil.example',
    'Ann\nLee',
    'Ann\rLee',
    'Ann\tLee',
    'Ann\u0000',
    'Ann\u001bLee',
    'Ann\u007fLee',
    'Ann\u0085Lee',
    'Ann\u2028Lee',
  ];
  it.each(NAME_FIELDS)('%s: refuses control characters and line breaks with a readable message', (_label, schema, body, field) => {
    for (const name of refused) expect(messages(schema, { ...body, [field]: name }), JSON.stringify(name)).toEqual({ [field]: NAME_CONTROL_CHARACTERS });
  });

  it('trims surrounding white space (a trailing newline pasted with a name is not refused)', () => {
    expect(ContactInput.parse({ name: ' Ann Lee\n', phone: '5125550100' }).name).toBe('Ann Lee');
  });
});
