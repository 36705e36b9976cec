import { randomBytes } from 'node:crypto';

import type { CapturePageCreateInput, CapturePagePatchInput } from '@leadnest/contracts';
import type { z } from 'zod';

import type { SessionUser } from '../../lib/auth.js';
import { type CapturePage, CapturePageModel } from './capture-page.model.js';
import { CapturePageNotFoundError } from './capture-pages.errors.js';

// The capture pages collection has one owner, this module: others call these functions, never the model.
export type { CapturePage } from './capture-page.model.js';

/** "Get Your Free Home Valuation" → "get-your-free-home-valuation-k3x9q2": readable, and unguessable enough not to be enumerated. */
export function slugFrom(title: string): string {
  const base = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  const suffix = randomBytes(6)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .padEnd(6, '0')
    .slice(0, 6);
  return base ? `${base}-${suffix}` : `page-${suffix}`;
}

export async function listCapturePages(ownerId: string): Promise<CapturePage[]> {
  return CapturePageModel.find({ userId: ownerId }).sort({ createdAt: -1 }).lean<CapturePage[]>();
}

type CreateBody = z.output<typeof CapturePageCreateInput>;

export async function createCapturePage(ownerId: string, body: CreateBody): Promise<CapturePage> {
  const { userId: _ignored, ...fields } = body;
  // A slug collision (1 in 2^30 per title) would be a duplicate-key error: retry with a new suffix.
  for (let attempt = 0; ; attempt++) {
    try {
      const page = await CapturePageModel.create({ ...fields, userId: ownerId, slug: slugFrom(fields.title) });
      return page.toObject();
    } catch (err) {
      if (attempt < 3 && (err as { code?: number }).code === 11000) continue;
      throw err;
    }
  }
}

/** The owner's page (admins: any page); another user's is a 404. */
export async function updateCapturePage(user: SessionUser, id: string, body: z.output<typeof CapturePagePatchInput>): Promise<CapturePage> {
  const set = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  const filter = user.role === 'admin' ? { _id: id } : { _id: id, userId: user.id };
  const page = await CapturePageModel.findOneAndUpdate(filter, { $set: set }, { returnDocument: 'after', runValidators: true }).lean<CapturePage>();
  if (!page) throw new CapturePageNotFoundError();
  return page;
}

/** An active page by its slug, for its public form; unknown and inactive pages are the same 404. */
export async function findActivePage(slug: string): Promise<CapturePage> {
  // The slug is a path segment (a string), compared for equality only.
  const page = await CapturePageModel.findOne({ slug, isActive: true }).lean<CapturePage>();
  if (!page) throw new CapturePageNotFoundError();
  return page;
}

/** A page's title, whoever owns it (a lead's consent says on which page it was given); null when deleted. */
export async function capturePageTitle(id: string): Promise<string | null> {
  const page = await CapturePageModel.findById(id, { title: 1 }).lean<Pick<CapturePage, 'title'>>();
  return page?.title ?? null;
}

/** DELETE /api/lead-capture-pages/{id}: the owner's page (admins: any); its public URL stops working. Leads it brought stay. */
export async function deleteCapturePage(user: SessionUser, id: string): Promise<void> {
  const filter = user.role === 'admin' ? { _id: id } : { _id: id, userId: user.id };
  const res = await CapturePageModel.deleteOne(filter);
  if (res.deletedCount === 0) throw new CapturePageNotFoundError();
}

/** The public page was shown (one view), or its form stored a sign-up (one submission). */
export async function countCapturePage(id: CapturePage['_id'], what: 'views' | 'submissions'): Promise<void> {
  await CapturePageModel.updateOne({ _id: id }, { $inc: { [what]: 1 } });
}
