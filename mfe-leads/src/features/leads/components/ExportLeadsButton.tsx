import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, downloadCsv } from '@leadnest/ui';

import { useExportLeads } from '../api/export-leads';
import type { LeadFilters } from '../api/keys';
import { useAgentTimeZone } from '../hooks/use-agent-time-zone';
import { leadsCsvFileName } from '../lib/leads-csv';

export interface ExportLeadsButtonProps {
  /** The list's filters, search and order: the file holds every lead they match. */
  filters: LeadFilters;
  /** Nothing to export when the list is known to be empty. */
  disabled?: boolean;
}

const leadsWord = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'lead' : 'leads'}`;

/** Export on the list itself: the whole filtered list as CSV, built by the server (not only the pages loaded). */
export function ExportLeadsButton({ filters, disabled = false }: ExportLeadsButtonProps) {
  const timeZone = useAgentTimeZone();
  const exporting = useExportLeads();
  // mutateAsync: the file is saved even if the list re-renders while the export runs.
  const onExport = () =>
    void exporting.mutateAsync(filters).then(
      ({ csv, count }) => {
        downloadCsv(leadsCsvFileName(new Date(), timeZone), csv);
        publishNotification({ title: 'Leads Exported', description: `${leadsWord(count)} exported to CSV` });
      },
      (error: unknown) => publishNotification({ title: 'Export Failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
    );

  return (
    <Button size="sm" variant="secondary" disabled={disabled || exporting.isPending} aria-busy={exporting.isPending || undefined} onClick={onExport}>
      {exporting.isPending ? 'Exporting…' : 'Export'}
    </Button>
  );
}
