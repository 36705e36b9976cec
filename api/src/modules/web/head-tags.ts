import { BRAND_NAME, BRAND_TAGLINE } from '@leadnest/brand';
import { PRICING_PAGE_PLANS } from '@leadnest/plans';

/** Where the link-preview image is served (og-image.ts). */
export const OG_IMAGE_PATH = '/og-image.png';
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** A page's description when it has none of its own (the shell's index.html says the same). */
export const DEFAULT_DESCRIPTION = `${BRAND_NAME}: the AI assistant that answers every lead around the clock.`;

export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** JSON that is safe inside a <script> element (no `</script>`, no line separators JavaScript reads as line ends). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** `https://example.com/` + `/pricing`, without a doubled slash; `/` stays the bare origin with its slash. */
export function absoluteUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/** The product and its monthly offers (the pricing page's plans and prices), for / and /pricing. */
function productJsonLd(baseUrl: string, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: BRAND_NAME,
    description,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    url: absoluteUrl(baseUrl, '/'),
    image: absoluteUrl(baseUrl, OG_IMAGE_PATH),
    offers: PRICING_PAGE_PLANS.map((plan) => ({
      '@type': 'Offer',
      name: plan.name,
      price: plan.priceUsd.toFixed(2),
      priceCurrency: 'USD',
      url: absoluteUrl(baseUrl, '/pricing'),
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: plan.priceUsd.toFixed(2),
        priceCurrency: 'USD',
        unitCode: 'MON',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
      },
    })),
  };
}

function organizationJsonLd(baseUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND_NAME,
    description: BRAND_TAGLINE,
    url: absoluteUrl(baseUrl, '/'),
    logo: absoluteUrl(baseUrl, '/favicon.svg'),
  };
}

/** The structured data of a public page: the product with its offers on / and /pricing, the organization on /about. */
export function structuredData(path: string, baseUrl: string, description: string): unknown[] {
  if (path === '/' || path === '/pricing') return [productJsonLd(baseUrl, description)];
  if (path === '/about') return [organizationJsonLd(baseUrl)];
  return [];
}

export interface PublicHeadInput {
  path: string;
  /** The document title (the route table's). */
  title: string;
  description: string;
  /** PUBLIC_BASE_URL. */
  baseUrl: string;
  /** The response's CSP nonce, for the JSON-LD scripts. */
  nonce: string;
}

/**
 * What search engines and link previews read of a public page: canonical
 * URL, Open Graph and Twitter card (with the preview image) and JSON-LD.
 * Every value is escaped; the description itself replaces the template's
 * (shell-html.ts).
 */
export function publicHeadTags({ path, title, description, baseUrl, nonce }: PublicHeadInput): string {
  const url = absoluteUrl(baseUrl, path);
  const image = absoluteUrl(baseUrl, OG_IMAGE_PATH);
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', BRAND_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(OG_IMAGE_SIZE.width)),
    meta('property', 'og:image:height', String(OG_IMAGE_SIZE.height)),
    meta('property', 'og:image:alt', `${BRAND_NAME}: ${BRAND_TAGLINE}`),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    ...structuredData(path, baseUrl, description).map((data) => `<script type="application/ld+json" nonce="${escapeHtml(nonce)}">${scriptJson(data)}</script>`),
  ];
  return tags.join('');
}
