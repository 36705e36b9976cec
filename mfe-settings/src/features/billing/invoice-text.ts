import { BRAND_NAME } from '@leadnest/brand';
import type { InvoiceDto } from '@leadnest/contracts';
import { formatCents } from '@leadnest/plans';
import { downloadText } from '@leadnest/ui';

const day = (iso: string, timeZone?: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone });

/** The text download of one invoice (spec part 2: "recent invoices with text download"): number, period, lines, total. */
export function invoiceText(invoice: InvoiceDto, timeZone?: string): string {
  const width = 44;
  const row = (left: string, right: string) => `${left}${' '.repeat(Math.max(1, width - left.length - right.length))}${right}`;
  return [
    `${BRAND_NAME} invoice ${invoice.number}`,
    `Date:   ${day(invoice.date, timeZone)}`,
    `Period: ${day(invoice.periodStart, timeZone)} – ${day(invoice.periodEnd, timeZone)}`,
    `Status: ${invoice.status}`,
    '',
    ...invoice.lines.map((line) => row(line.kind === 'usage' ? `${line.description} × ${line.quantity}` : line.description, formatCents(line.amountCents))),
    '-'.repeat(width),
    row('Total', formatCents(invoice.amountCents)),
    '',
  ].join('\n');
}

export const invoiceFileName = (invoice: InvoiceDto) => `${invoice.number}.txt`;

/** Saves the invoice as a .txt file through a temporary link. */
export function downloadInvoice(invoice: InvoiceDto, timeZone?: string): void {
  downloadText(invoiceFileName(invoice), invoiceText(invoice, timeZone), 'text/plain;charset=utf-8');
}
