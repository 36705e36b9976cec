import { z } from 'zod';

import { strictBody } from './fields';
import { LEAD_STAGES } from './leads';

/**
 * Bulk actions on the leads the agent ticked in the list:
 * POST /api/leads/bulk. At most LEAD_BULK_MAX ids at once (a list page is
 * 50, so that is ten pages ticked).
 */
export const LEAD_BULK_MAX = 500;

export const LEAD_BULK_MESSAGES = {
  idsRequired: 'Select at least one lead.',
  tooMany: `Select at most ${LEAD_BULK_MAX} leads at once.`,
  idInvalid: 'Lead not found',
  actionInvalid: 'Action must be stage, delete or assign.',
} as const;

/** Consent recorded by Add Lead: where it came from is the agent's word. */
export const CONSENT_ENTERED_BY_AGENT = 'Entered by agent: the person agreed to be called and texted.';

const ids = z
  .array(z.string({ error: LEAD_BULK_MESSAGES.idInvalid }).regex(/^[0-9a-f]{24}$/i, { error: LEAD_BULK_MESSAGES.idInvalid }), {
    error: LEAD_BULK_MESSAGES.idsRequired,
  })
  .min(1, { error: LEAD_BULK_MESSAGES.idsRequired })
  .max(LEAD_BULK_MAX, { error: LEAD_BULK_MESSAGES.tooMany });

export const LeadBulkInput = z.discriminatedUnion(
  'action',
  [
    strictBody({ action: z.literal('stage'), ids, stage: z.enum(LEAD_STAGES, { error: `Stage must be one of ${LEAD_STAGES.join(', ')}.` }) }),
    strictBody({ action: z.literal('delete'), ids }),
    // Owner/admin: to a member (their id) or back to the pool (null); docs/decisions/0034-teams.md.
    strictBody({
      action: z.literal('assign'),
      ids,
      assignedTo: z
        .string({ error: 'That member is not on your team.' })
        .regex(/^[0-9a-f]{24}$/i, { error: 'That member is not on your team.' })
        .nullable(),
    }),
  ],
  { error: LEAD_BULK_MESSAGES.actionInvalid },
);
export type LeadBulkInput = z.input<typeof LeadBulkInput>;

/** How many of the ids were the agent's own leads and were changed or deleted (others are skipped, never reported). */
export interface LeadBulkResponse {
  action: 'stage' | 'delete' | 'assign';
  count: number;
}
