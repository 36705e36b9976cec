import { readFile } from 'node:fs/promises';

/** The link-preview picture of the public pages (1200×630; drawn by scripts/make-og-image.ts, `npm run og-image`), read once. */
let image: Promise<Buffer> | undefined;

export function ogImage(): Promise<Buffer> {
  image ??= readFile(new URL('./assets/og-image.png', import.meta.url));
  return image;
}
