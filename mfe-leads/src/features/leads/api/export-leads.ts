import { apiRequest } from '@leadnest/session';
import { useMutation } from '@tanstack/react-query';

import { filterParams, type LeadFilters, leadKeys } from './keys';

export interface LeadsExport {
  csv: string;
  /** How many leads the file holds (the server's count for the filters). */
  count: number;
}

/** GET /api/leads/export: every lead the list's filters, search and order match, as CSV, not only the loaded pages. */
export function leadsExportUrl(filters: LeadFilters): string {
  const params = filterParams(filters).toString();
  return params ? `/api/leads/export?${params}` : '/api/leads/export';
}

export async function exportLeads(filters: LeadFilters): Promise<LeadsExport> {
  const res = await apiRequest('GET', leadsExportUrl(filters));
  const csv = await res.text();
  const count = Number(res.headers.get('X-Lead-Count'));
  return { csv, count: Number.isFinite(count) ? count : 0 };
}

/** A mutation, not a query: an export is asked for once, by a click, and its file is not kept. */
export function useExportLeads() {
  return useMutation({ mutationKey: [...leadKeys.all, 'export'], mutationFn: exportLeads });
}
