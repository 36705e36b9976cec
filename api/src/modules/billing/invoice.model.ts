import { INVOICE_STATUSES, type InvoiceLineDto, type InvoiceStatus } from '@leadnest/contracts';
import mongoose, { Schema, type Types } from 'mongoose';

/**
 * Invoices (billing owns the collection). In billing-off mode this module
 * issues one per period (plan in advance, the previous period's usage in
 * arrears); in Stripe mode the webhook mirrors Stripe's invoices here.
 * `periodKey` is unique per user, so a period is invoiced once however often
 * the job or the webhook runs.
 */
export interface Invoice {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  number: string;
  /** 'off:<periodStart ISO>' or 'stripe:<invoice id>'. */
  periodKey: string;
  periodStart: Date;
  periodEnd: Date;
  issuedAt: Date;
  amountCents: number;
  status: InvoiceStatus;
  lines: InvoiceLineDto[];
  stripeInvoiceId?: string;
  createdAt: Date;
}

const lineSchema = new Schema<InvoiceLineDto>(
  {
    kind: { type: String, enum: ['plan', 'usage', 'proration'], required: true },
    description: { type: String, required: true },
    quantity: { type: Number, required: true },
    usageKind: String,
    amountCents: { type: Number, required: true },
  },
  { _id: false },
);

const invoiceSchema = new Schema<Invoice>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    number: { type: String, required: true },
    periodKey: { type: String, required: true },
    periodStart: { type: Date, required: true },
    periodEnd: { type: Date, required: true },
    issuedAt: { type: Date, required: true },
    amountCents: { type: Number, required: true },
    status: { type: String, enum: INVOICE_STATUSES, required: true },
    lines: { type: [lineSchema], default: [] },
    stripeInvoiceId: String,
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'invoices' },
);

invoiceSchema.index({ userId: 1, periodKey: 1 }, { unique: true });
invoiceSchema.index({ userId: 1, issuedAt: -1 });

export const InvoiceModel = mongoose.model<Invoice>('Invoice', invoiceSchema);
