import { CAPTURE_PAGE_DEFAULTS, type CaptureBackground, type CaptureButtonColor, type CaptureField, type CapturePageDto } from '@leadnest/contracts';

/** The same gradients and colours the public page uses (api public-page.html.ts). */
export const BACKGROUNDS: Record<CaptureBackground, { label: string; css: string }> = {
  house1: { label: 'Blue house', css: 'linear-gradient(160deg,#1e3a8a 0%,#3b82f6 55%,#bfdbfe 100%)' },
  house2: { label: 'Sunset house', css: 'linear-gradient(160deg,#7c2d12 0%,#f97316 55%,#fde68a 100%)' },
  house3: { label: 'Garden house', css: 'linear-gradient(160deg,#14532d 0%,#22c55e 55%,#dcfce7 100%)' },
};
export const BUTTON_COLORS: Record<CaptureButtonColor, { label: string; css: string }> = {
  blue: { label: 'Blue', css: '#2563eb' },
  green: { label: 'Green', css: '#16a34a' },
  orange: { label: 'Orange', css: '#ea580c' },
};
export const FIELD_LABELS: Record<CaptureField, string> = { email: 'Email', phone: 'Phone', address: 'Address' };

export interface CaptureDraft {
  title: string;
  description: string;
  buttonText: string;
  backgroundImage: CaptureBackground;
  buttonColor: CaptureButtonColor;
  fields: CaptureField[];
}

export const DEFAULT_DRAFT: CaptureDraft = { ...CAPTURE_PAGE_DEFAULTS, fields: [...CAPTURE_PAGE_DEFAULTS.fields] };

export function draftOf(page: CapturePageDto): CaptureDraft {
  const { title, description, buttonText, backgroundImage, buttonColor, fields } = page;
  return { title, description, buttonText, backgroundImage, buttonColor, fields: [...fields] };
}

/** Copies `url` to the clipboard; false when the clipboard is unavailable or refuses. */
export async function copyText(url: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    return false;
  }
}
