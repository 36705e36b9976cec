import { z } from 'zod';

import { nameField } from './fields';

/**
 * CRM connections (spec part 2: the dashboard's Add CRM dialog and the
 * Import Number Lists dialog's "import from connected, active CRMs";
 * §3 CRM connection: id, crmName, crmType, isActive, totalLeads). The
 * custom type is labelled 'Connect via API', notion 'Database
 * integration', every other type 'OAuth integration'.
 *
 * No CRM's API is wired on this server yet (no integration issue provides
 * one), so a connection is stored as requested but never active, and
 * importing from it says so plainly instead of pretending.
 */
export const CRM_TYPES = ['salesforce', 'hubspot', 'follow-up-boss', 'kvcore', 'zoho', 'pipedrive', 'notion', 'custom'] as const;
export type CrmType = (typeof CRM_TYPES)[number];

export const CRM_TYPE_NAMES: Record<CrmType, string> = {
  salesforce: 'Salesforce',
  hubspot: 'HubSpot',
  'follow-up-boss': 'Follow Up Boss',
  kvcore: 'kvCORE',
  zoho: 'Zoho CRM',
  pipedrive: 'Pipedrive',
  notion: 'Notion',
  custom: 'Custom CRM',
};

/** The label under each type in the Add CRM dialog (spec part 2). */
export function crmConnectionLabel(type: CrmType): string {
  if (type === 'custom') return 'Connect via API';
  if (type === 'notion') return 'Database integration';
  return 'OAuth integration';
}

export const CRM_MESSAGES = {
  nameMissing: 'Please enter a name for this CRM connection',
  typeInvalid: `CRM type is one of ${CRM_TYPES.join(', ')}.`,
  notFound: 'CRM connection not found.',
  added: (name: string) => `${name} was added. Contacts cannot be read from it yet: no CRM integration is available on this server.`,
  importUnavailable: (name: string) =>
    `Importing from ${name} is not available yet: no CRM integration is wired on this server. Export a CSV from your CRM and import it above.`,
  noConnections: 'No CRM connected yet.',
} as const;

export const CrmConnectionInput = z.strictObject({
  crmType: z.enum(CRM_TYPES, { error: CRM_MESSAGES.typeInvalid }),
  crmName: nameField(CRM_MESSAGES.nameMissing, 80, 'The name is too long (80 characters at most).'),
});
export type CrmConnectionInput = z.input<typeof CrmConnectionInput>;

export interface CrmConnectionDto {
  id: string;
  crmName: string;
  crmType: CrmType;
  /** Whether contacts can be read from it: false until a CRM integration exists for its type. */
  isActive: boolean;
  totalLeads: number;
  /** What the agent is told about this connection's state. */
  statusText: string;
  createdAt: string;
}
