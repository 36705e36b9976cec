import { type DeployManifest, isVisitorId, newVisitorId, VISITOR_COOKIE } from '@leadnest/deploy-manifest';
import type { UserProfile } from '@leadnest/session';

/**
 * What the shell needs before it can load any remote: the deployment manifest
 * and the visitor's bucket key. The server inlines both into the HTML (one
 * round trip less, and it knows the signed-in user); without it (the dev
 * server) the manifest is fetched with no-cache and the key comes from the
 * visitor cookie.
 */
export interface BootData {
  manifest: DeployManifest;
  bucketKey: string;
  /**
   * The signed-in user as the server knew it when it sent the page. Undefined
   * for a visitor, on the dev server, or after a failed lookup: the shell
   * then asks GET /api/user/profile as usual.
   */
  profile?: UserProfile;
}

declare global {
  interface Window {
    __LEADNEST_BOOT__?: { manifest: unknown; bucketKey: string; profile?: unknown };
  }
}

/** The inlined profile when it has the shape the session query gives, else undefined. */
function inlinedProfile(value: unknown): UserProfile | undefined {
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') return value as UserProfile;
  return undefined;
}

export const MANIFEST_URL = '/deploy/manifest.json';

/**
 * The boot data the server inlined, or undefined (dev server). The server
 * parsed and checked the manifest before writing it into the page, so the
 * shell trusts it and keeps the parser out of its first load.
 */
export function readInlinedBoot(win: Window = window): BootData | undefined {
  const inlined = win.__LEADNEST_BOOT__;
  if (!inlined) return undefined;
  return { manifest: inlined.manifest as DeployManifest, bucketKey: inlined.bucketKey, profile: inlinedProfile(inlined.profile) };
}

export async function loadBootData(win: Window = window): Promise<BootData> {
  return readInlinedBoot(win) ?? { manifest: await fetchManifest(), bucketKey: visitorIdFromCookie(win.document) };
}

/** The current manifest from the server, bypassing every cache. */
export async function fetchManifest(): Promise<DeployManifest> {
  const response = await fetch(MANIFEST_URL, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status}: could not read the deployment manifest`);
  const { parseManifest } = await import('@leadnest/deploy-manifest/schema');
  return parseManifest(await response.json());
}

/** Reads the anonymous visitor id, creating the cookie when it is missing. */
export function visitorIdFromCookie(doc: Document): string {
  const match = doc.cookie.split('; ').find((c) => c.startsWith(`${VISITOR_COOKIE}=`));
  const current = match?.slice(VISITOR_COOKIE.length + 1);
  if (isVisitorId(current)) return current;
  const id = newVisitorId();
  doc.cookie = `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=31536000; SameSite=Lax`;
  return id;
}
