import { hash } from 'node:crypto';

import type { InvoiceDto, InvoiceLineDto, InvoiceStatus } from '@leadnest/contracts';
import { millicentsToCents, monthlyPriceCents, PLAN_NAMES, type PlanTier, USAGE_LABELS } from '@leadnest/plans';
import mongoose, { Types } from 'mongoose';

import { type Invoice, InvoiceModel } from './invoice.model.js';
import { claimUsageForInvoice } from './usage.service.js';

/** LN-20260124-3F9A2C: the issue date and the end of the invoice's id (unique, and short enough to read out). */
function invoiceNumber(id: Types.ObjectId, issuedAt: Date): string {
  return `LN-${issuedAt.toISOString().slice(0, 10).replaceAll('-', '')}-${String(id).slice(-6).toUpperCase()}`;
}

/**
 * The one id a period's invoice can have: its time part is the period's
 * start, the rest a hash of user and period. Two issuers of the same period
 * (two API processes, or two requests) claim usage into the same id, so the
 * invoice that is stored counts all of it and nothing is left claimed by an
 * invoice that lost the race on the unique periodKey.
 */
export function periodInvoiceId(userId: Types.ObjectId, periodKey: string, periodStart: Date): Types.ObjectId {
  const seconds = Math.max(0, Math.floor(periodStart.getTime() / 1000))
    .toString(16)
    .padStart(8, '0')
    .slice(-8);
  return new Types.ObjectId(seconds + hash('sha256', `${String(userId)}:${periodKey}`, 'hex').slice(0, 16));
}

export interface OffInvoiceInput {
  userId: Types.ObjectId;
  /** The plan billed in advance for [periodStart, periodEnd); null for a closing invoice (usage only). */
  plan: PlanTier | null;
  periodStart: Date;
  periodEnd: Date;
  issuedAt?: Date;
}

/**
 * Billing-off mode's invoice for a period: the plan's price for the period
 * ahead, plus the usage recorded before it began (metered in arrears).
 * Status `open`: nothing collects it. Issued once per period (unique
 * periodKey): a second call answers the first invoice. Answers undefined
 * when there is nothing to bill (a closing invoice with no usage).
 */
export async function issueOffInvoice(input: OffInvoiceInput): Promise<Invoice | undefined> {
  const periodKey = `off:${input.periodStart.toISOString()}`;
  const existing = await InvoiceModel.findOne({ userId: input.userId, periodKey }).lean<Invoice>();
  if (existing) return existing;
  const id = periodInvoiceId(input.userId, periodKey, input.periodStart);
  const usage = await claimUsageForInvoice(input.userId, input.periodStart, id);
  const lines: InvoiceLineDto[] = [];
  if (input.plan)
    lines.push({ kind: 'plan', description: `${PLAN_NAMES[input.plan]} plan (monthly)`, quantity: 1, amountCents: monthlyPriceCents(input.plan) });
  for (const total of usage) {
    lines.push({
      kind: 'usage',
      usageKind: total.kind,
      description: USAGE_LABELS[total.kind],
      quantity: total.quantity,
      amountCents: millicentsToCents(total.amountMillicents),
    });
  }
  if (!lines.length) return undefined;
  const issuedAt = input.issuedAt ?? new Date();
  const invoice = {
    _id: id,
    userId: input.userId,
    number: invoiceNumber(id, issuedAt),
    periodKey,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    issuedAt,
    amountCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
    status: 'open' as const,
    lines,
  };
  try {
    await InvoiceModel.create(invoice);
  } catch (err) {
    // Another process issued this period's invoice meanwhile (unique periodKey): that one stands.
    if ((err as { code?: unknown }).code !== 11000) throw err;
    return (await InvoiceModel.findOne({ userId: input.userId, periodKey }).lean<Invoice>()) ?? undefined;
  }
  return (await InvoiceModel.findById(id).lean<Invoice>()) ?? undefined;
}

export interface StripeInvoiceInput {
  userId: Types.ObjectId;
  stripeInvoiceId: string;
  number: string | null;
  periodStart: Date;
  periodEnd: Date;
  issuedAt: Date;
  amountCents: number;
  status: InvoiceStatus;
  lines: InvoiceLineDto[];
}

/** Stripe mode: stores or updates Stripe's invoice (the webhook sends it again as it is paid or voided). */
export async function upsertStripeInvoice(input: StripeInvoiceInput): Promise<void> {
  const { stripeInvoiceId, number, ...rest } = input;
  await InvoiceModel.updateOne(
    { userId: input.userId, periodKey: `stripe:${stripeInvoiceId}` },
    { $set: { ...rest, stripeInvoiceId }, $setOnInsert: { number: number ?? stripeInvoiceId } },
    { upsert: true },
  );
}

export function toInvoiceDto(invoice: Invoice): InvoiceDto {
  return {
    id: String(invoice._id),
    number: invoice.number,
    date: invoice.issuedAt.toISOString(),
    periodStart: invoice.periodStart.toISOString(),
    periodEnd: invoice.periodEnd.toISOString(),
    amount: invoice.amountCents,
    amountCents: invoice.amountCents,
    status: invoice.status,
    lines: invoice.lines.map(({ kind, description, quantity, usageKind, amountCents }) => ({
      kind,
      description,
      quantity,
      amountCents,
      ...(usageKind ? { usageKind } : {}),
    })),
  };
}

/** The user's invoices, newest first (the billing page shows the recent ones). */
export async function listInvoices(userId: string, limit = 24): Promise<InvoiceDto[]> {
  if (!mongoose.isValidObjectId(userId)) return [];
  const invoices = await InvoiceModel.find({ userId }).sort({ issuedAt: -1, _id: -1 }).limit(limit).lean<Invoice[]>();
  return invoices.map(toInvoiceDto);
}
