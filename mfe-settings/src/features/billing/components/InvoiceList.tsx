import type { InvoiceDto } from '@leadnest/contracts';
import { formatCents } from '@leadnest/plans';
import { Badge, Button, type DataColumn, DataTable, EmptyState } from '@leadnest/ui';
import { useMemo } from 'react';

import { formatDay } from '../format';
import { downloadInvoice } from '../invoice-text';

const columnsIn = (timeZone: string | undefined): DataColumn<InvoiceDto>[] => [
  { key: 'number', header: 'Invoice', render: (invoice) => invoice.number },
  { key: 'date', header: 'Date', render: (invoice) => formatDay(invoice.date, timeZone), sortValue: (invoice) => invoice.date },
  { key: 'amount', header: 'Amount', render: (invoice) => formatCents(invoice.amountCents), align: 'right' },
  // Paid, or otherwise shown as a warning (spec part 2 §3).
  { key: 'status', header: 'Status', render: (invoice) => <Badge tone={invoice.status === 'paid' ? 'green' : 'orange'}>{invoice.status}</Badge> },
  {
    key: 'download',
    header: 'Download',
    render: (invoice) => (
      <Button size="sm" variant="secondary" onClick={() => downloadInvoice(invoice, timeZone)} aria-label={`Download invoice ${invoice.number}`}>
        Download
      </Button>
    ),
  },
];

/** Recent invoices, newest first, each downloadable as a .txt; dates in the agent's time zone. */
export function InvoiceList({ invoices, timeZone, hasPlan = false }: { invoices: readonly InvoiceDto[]; timeZone?: string; hasPlan?: boolean }) {
  const columns = useMemo(() => columnsIn(timeZone), [timeZone]);
  return (
    <section aria-labelledby="invoices-heading">
      <h2 id="invoices-heading">Recent invoices</h2>
      <DataTable
        label="Recent invoices"
        columns={columns}
        rows={invoices}
        rowKey={(invoice) => invoice.id}
        empty={
          <EmptyState
            title="No invoices yet"
            description={hasPlan ? 'Your first invoice appears here as soon as it is issued.' : 'Your first invoice is issued when you choose a plan.'}
          />
        }
      />
    </section>
  );
}
