import type { UploadContentType } from '@leadnest/contracts';

/**
 * The image type from the file's first bytes. The Content-Type header and
 * the file name are the sender's claim; these signatures are what the file
 * is, so an HTML page renamed photo.png is refused.
 */
export function sniffImageType(head: Uint8Array): UploadContentType | undefined {
  const starts = (bytes: number[], offset = 0) => bytes.every((byte, i) => head[offset + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}
