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
  /** The page's description, in place of the template's <meta name="description">. */
  description?: string;
  /** More of <head>, already escaped: a public page's canonical URL, Open Graph and JSON-LD (head-tags.ts). */
  head?: string;
  /** Published content the page renders, inlined as `content` (mfe-marketing's bootContent, the shell's footer). */
  content?: Record<string, unknown>;
  /** A server-rendered page (server-render.ts): its markup for #root and its styles for <head>; the boot data says `ssr: true`. */
  rendered?: { rootHtml: string; styles: string };
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;
const ROOT = /<div id="root"><\/div>/;
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** JSON that is safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The template's script start: HtmlRspackPlugin's `<script defer src>` for the shell entry and `<link … rel="preload">` for its first chunk. */
const TEMPLATE_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;
const TEMPLATE_PRELOAD = /<link\b[^>]*\brel="preload"[^>]*>/g;
const BODY_END = /<\/body>/;

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Puts the deployment manifest, the visitor's bucket key and the session's
 * profile into the shell's HTML, and preloads the current route's remote
 * entry. This removes the manifest and profile round trips and overlaps the
 * remote's download with the shell's own scripts, which is most of the time
 * to first content.
 */
export function renderShellHtml(template: string, input: ShellHtmlInput): string {
  const data = {
    manifest: input.manifest,
    bucketKey: input.bucketKey,
    ...(input.profile === undefined ? {} : { profile: input.profile }),
    ...(input.content === undefined ? {} : { content: input.content }),
    ...(input.rendered ? { ssr: true } : {}),
  };
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
  const inserted = `${input.head ?? ''}${input.rendered?.styles ?? ''}${input.rendered ? '' : links}${boot}`;
  let html = input.title === undefined ? template : template.replace(TITLE, () => `<title>${escapeText(input.title!)}</title>`);
  if (input.description !== undefined) html = html.replace(DESCRIPTION, () => `<meta name="description" content="${escapeAttr(input.description!)}">`);
  if (input.rendered) {
    if (!ROOT.test(html)) throw new Error('The shell template has no empty <div id="root"></div>');
    // The template's own tags are moved before the page's markup goes in, so nothing in the page is mistaken for them.
    html = startScriptsAfterFirstPaint(html, links, nonce).replace(ROOT, () => `<div id="root">${input.rendered!.rootHtml}</div>`);
  }
  return html.replace(BOOT_MARKER, () => inserted);
}

/**
 * A server-rendered page is whole without JavaScript, so its first paint
 * must not wait for any: the shell entry, its preloaded chunk and the
 * remote's preloads leave <head> and are started by a script at the end of
 * <body> after the first frame (docs/decisions/0040-server-rendered-public-pages.md).
 * In <head>, Chromium fetched and compiled them before painting (bench:web:
 * heading ~270 ms median instead of ~190 ms). A tab opened in the background
 * runs no animation frames, hence the timer as a second way in.
 *
 * Until the app has started, the page's buttons (the phone menu's "Open
 * menu") have no handler: a tap on one is kept and played again once the
 * shell marks <html data-app-started> (shell/src/app/MarkStarted.tsx), on
 * the same button (hydration keeps the node) or, when the page was drawn
 * anew, on the button with the same label.
 */
function startScriptsAfterFirstPaint(html: string, links: string, nonce: string): string {
  const scripts = [...html.matchAll(TEMPLATE_SCRIPT)].map((m) => m[1]!);
  const preloads = (html.match(TEMPLATE_PRELOAD) ?? []).join('');
  if (!BODY_END.test(html)) throw new Error('The shell template has no </body>');
  const start =
    `<script${nonce}>(function(){var root=document.documentElement,taps=[];` +
    // Taps on a button of the page before the app has started are kept, then played again.
    `function early(e){var b=e.target&&e.target.closest&&e.target.closest('#root button');if(!b||root.hasAttribute('data-app-started'))return;e.preventDefault();e.stopPropagation();taps.push({node:b,label:b.getAttribute('aria-label')||b.textContent});}` +
    `document.addEventListener('click',early,true);` +
    `var replay=setInterval(function(){if(!root.hasAttribute('data-app-started'))return;clearInterval(replay);document.removeEventListener('click',early,true);` +
    `taps.forEach(function(t){var b=t.node.isConnected?t.node:Array.prototype.find.call(document.querySelectorAll('#root button'),function(x){return (x.getAttribute('aria-label')||x.textContent)===t.label;});if(b)b.click();});},50);` +
    `var started=false;function start(){if(started)return;started=true;` +
    `document.head.insertAdjacentHTML('beforeend',${scriptJson(links + preloads)});` +
    `${scriptJson(scripts)}.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s);});}` +
    `requestAnimationFrame(function(){setTimeout(start,0);});setTimeout(start,1000);})()</script>`;
  return html
    .replace(TEMPLATE_SCRIPT, '')
    .replace(TEMPLATE_PRELOAD, '')
    .replace(BODY_END, () => `${start}</body>`);
}
