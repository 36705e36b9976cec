import { z } from 'zod';

/**
 * Profile images (onboarding step 1). The browser sends the file itself as
 * the request body, not a multipart form:
 *
 *   fetch(`/api/user/uploads/${kind}`, { method: 'POST', body: file, credentials: 'include',
 *     headers: { 'Content-Type': file.type || 'application/octet-stream' } })
 *
 * The server decides the type from the file's first bytes, not from the
 * header or the name, and answers UploadResponse (201).
 */
export const UPLOAD_KINDS = ['photo', 'logo'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];
/** For `<input type="file" accept=…>`. */
export const UPLOAD_ACCEPT = UPLOAD_CONTENT_TYPES.join(',');

export const UPLOAD_MESSAGES = {
  empty: 'Please choose an image to upload.',
  wrongType: 'Only PNG, JPEG or WebP images can be uploaded.',
  tooLarge: 'The image is too large. The limit is 5 MB.',
  notFound: 'Upload not found',
  multipart: 'Send the image file itself as the request body, not a form.',
} as const;

export const UploadKindParams = z.object({
  kind: z.enum(UPLOAD_KINDS, { error: 'Upload kind must be photo or logo.' }),
});

export interface UploadResponse {
  id: string;
  kind: UploadKind;
  contentType: UploadContentType;
  size: number;
  /** Where the owner reads it back. */
  url: string;
}

/** The browser-side checks, matching the server's (which still has the last word). */
export function checkUploadFile(file: { size: number; type: string }): string | undefined {
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.wrongType;
  return undefined;
}
