import type { CapturePageDto } from '@leadnest/contracts';

import type { CapturePage } from './capture-page.model.js';

/** The one place that decides what of a capture page leaves the server. */
export function toCapturePageDto(page: CapturePage, publicBaseUrl: string): CapturePageDto {
  return {
    id: String(page._id),
    userId: String(page.userId),
    slug: page.slug,
    publicUrl: `${publicBaseUrl}/p/${page.slug}`,
    title: page.title,
    description: page.description,
    buttonText: page.buttonText,
    backgroundImage: page.backgroundImage,
    buttonColor: page.buttonColor,
    fields: [...page.fields],
    isActive: page.isActive,
    createdAt: page.createdAt.toISOString(),
    updatedAt: page.updatedAt.toISOString(),
    views: page.views ?? 0,
    submissions: page.submissions ?? 0,
    conversionRate: conversionRate(page.views ?? 0, page.submissions ?? 0),
  };
}

/** Sign-ups per view as a percentage, one decimal; null before the first view (nothing to divide by). */
export function conversionRate(views: number, submissions: number): number | null {
  return views > 0 ? Math.round((submissions / views) * 1000) / 10 : null;
}
