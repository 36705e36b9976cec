import type { DeployManifest } from '@leadnest/deploy-manifest';

export const BOOT_MARKER = /<!--\s*leadnest:boot[^>]*-->/;

export interface ShellHtmlInput {
  manifest: DeployManifest;
  bucketKey: string;
  /** Remote entries to start fetching at once (the current route's remote). */
  preloads: string[];
  /** Scripts the current route's remote will ask for next (its `./App` chunks); see RemotePrefetches. */
  prefetches?: string[];
  /** API GETs the page reads first (pageDataPreloads of @leadnest/remotes), preloaded with the user's cookies. */
  dataPreloads?: string[];
  /** The signed-in user's profile (GET /api/user/profile's answer); left out for a visitor. */
  profile?: unknown;
  /** The response's CSP nonce, put on the inline boot script (content-security-policy.ts). */
  nonce?: string;
  /** The page's title (the route table's), in place of the template's; the shell keeps it up to date as the user moves on. */
  title?: string;
}

const TITLE = /<title>[^<]*<\/title>/;
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** JSON that is safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Puts the deployment manifest, the visitor's bucket key and the session's
 * profile into the shell's HTML, and preloads the current route's remote
 * entry. This removes the manifest and profile round trips and overlaps the
 * remote's download with the shell's own scripts, which is most of the time
 * to first content.
 */
export function renderShellHtml(template: string, input: ShellHtmlInput): string {
  const data = { manifest: input.manifest, bucketKey: input.bucketKey, ...(input.profile === undefined ? {} : { profile: input.profile }) };
  const nonce = input.nonce === undefined ? '' : ` nonce="${escapeAttr(input.nonce)}"`;
  const boot = `<script${nonce}>window.__LEADNEST_BOOT__=${scriptJson(data)}</script>`;
  const links = [
    ...input.preloads.map((href) => `<link rel="preload" as="script" href="${escapeAttr(href)}">`),
    ...(input.prefetches ?? []).map((href) => `<link rel="prefetch" as="script" href="${escapeAttr(href)}">`),
    // use-credentials: the page's fetch (credentials 'include', cors mode) takes over only a preload made the same way.
    ...(input.dataPreloads ?? []).map((href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttr(href)}">`),
  ].join('');
  if (!BOOT_MARKER.test(template)) throw new Error('The shell template has no <!-- leadnest:boot --> marker');
  // A replacer function, not a string: in a replacement string `$'`, `$&`,
  // `$1` and `` $` `` are patterns, and the profile (a user's first name) is
  // user data.
  const inserted = `${links}${boot}`;
  const titled = input.title === undefined ? template : template.replace(TITLE, () => `<title>${escapeText(input.title!)}</title>`);
  return titled.replace(BOOT_MARKER, () => inserted);
}
