import { z } from 'zod';

import { strictBody } from './fields';

/**
 * Email marketing through Mailchimp: once connected, the agent
 * picks the audience new leads join; each lead's stage is its tag there.
 */
export interface MailchimpAudienceDto {
  id: string;
  name: string;
  memberCount: number;
}

/** GET /api/integrations/mailchimp/audiences: the account's audiences and the one chosen (null until the agent picks). */
export interface MailchimpAudiencesResponse {
  audiences: MailchimpAudienceDto[];
  selectedId: string | null;
}

export const MAILCHIMP_MESSAGES = {
  notConnected: 'Connect Mailchimp first.',
  audienceRequired: 'Please choose an audience.',
  audienceUnknown: 'That audience is not in your Mailchimp account.',
  unreachable: 'Mailchimp could not be reached. Please try again.',
  saveFailed: 'Failed to save the audience. Please try again.',
} as const;

/** PUT /api/integrations/mailchimp/audience. Mailchimp's list ids are short alphanumeric strings. */
export const MailchimpAudienceInput = strictBody({
  audienceId: z
    .string({ error: MAILCHIMP_MESSAGES.audienceRequired })
    .trim()
    .regex(/^[A-Za-z0-9]{1,64}$/, { error: MAILCHIMP_MESSAGES.audienceRequired }),
});
export type MailchimpAudienceInputValue = z.infer<typeof MailchimpAudienceInput>;
