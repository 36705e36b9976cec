import { type CrmConnectionDto, crmConnectionLabel } from '@leadnest/contracts';

import type { CrmConnection } from './crm-connection.model.js';

/** What the Add CRM dialog is sent about one connection. */
export const toCrmConnectionDto = (c: CrmConnection): CrmConnectionDto => ({
  id: String(c._id),
  crmName: c.crmName,
  crmType: c.crmType,
  isActive: c.isActive,
  totalLeads: c.totalLeads,
  statusText: c.isActive ? 'Connected' : `${crmConnectionLabel(c.crmType)} not available yet`,
  createdAt: c.createdAt.toISOString(),
});
