/**
 * The product's name, in one place
 * (docs/decisions/0019-brand-name.md). Anything that prints, compares against or
 * builds a file name from the brand imports it from here.
 */
export const BRAND_NAME = 'LeadNest';

/** The one-line description used in the footer and page metadata. */
export const BRAND_TAGLINE = 'AI-powered real estate assistant that captures and converts leads around the clock.';

/** True when a first name is the brand name (the dashboard's special case), ignoring case. */
export function isBrandName(name: string | null | undefined): boolean {
  return (name ?? '').trim().toLowerCase() === BRAND_NAME.toLowerCase();
}
export { FAVICON_SVG } from './favicon';
