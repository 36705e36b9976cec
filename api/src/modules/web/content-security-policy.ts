import { randomBytes } from 'node:crypto';

/** A fresh nonce per response: the shell's inline boot script carries it. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/**
 * The app shell's CSP.
 * - Scripts: our own origin only (the shell, and every remote version under
 *   /remotes, which Module Federation loads as <script src> from the same
 *   origin), plus the one inline boot-data script, by its nonce.
 * - Styles: 'unsafe-inline'. styled-components injects <style> elements at
 *   run time in every remote; a nonce would have to reach each of them as
 *   __webpack_nonce__ from the shell's and every remote's entry code, and
 *   injected CSS cannot run code, while scripts (the XSS that matters) stay
 *   nonce-or-self.
 * - Images: ours, plus data:/blob: for upload previews before they are sent.
 * - Nothing may frame the app (clickjacking a signed-in page such as
 *   /api-keys); X-Frame-Options DENY says the same to older browsers.
 */
export function shellContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
