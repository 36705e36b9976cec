import { CONTENT_PAGE_PATHS, type ContentPage } from '@leadnest/contracts/marketing-content';
import { ROUTES } from '@leadnest/remotes';

import { absoluteUrl, escapeHtml } from './head-tags.js';

/** The pages search engines are asked to index, and the content each shows. */
export const PUBLIC_PAGES: ReadonlyArray<{ path: string; page: Exclude<ContentPage, 'footer'> }> = (
  Object.entries(CONTENT_PAGE_PATHS) as [ContentPage, string | null][]
).flatMap(([page, path]) => (page !== 'footer' && path ? [{ path, page }] : []));

/** The content page a public path shows, if it is one of PUBLIC_PAGES. */
export const publicContentPage = (path: string): Exclude<ContentPage, 'footer'> | undefined => PUBLIC_PAGES.find((p) => p.path === path)?.page;

/**
 * sitemap.xml: the public pages only, each at its absolute address, with
 * when its live content went live where one was published (`lastmod`, a
 * W3C date).
 */
export function sitemapXml(baseUrl: string, publishedAt: Partial<Record<ContentPage, string | null>>): string {
  const urls = PUBLIC_PAGES.map(({ path, page }) => {
    const when = publishedAt[page];
    const lastmod = when ? `<lastmod>${escapeHtml(new Date(when).toISOString())}</lastmod>` : '';
    return `<url><loc>${escapeHtml(absoluteUrl(baseUrl, path))}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * robots.txt: everyone may read the site, but not the pages behind sign-in
 * (each guarded route of the route table, and what is below it) nor the API;
 * the sitemap's address.
 */
export function robotsTxt(baseUrl: string): string {
  const guarded = ROUTES.filter((r) => r.access === 'guarded').map((r) => `Disallow: ${r.path}`);
  return ['User-agent: *', 'Allow: /', ...guarded, 'Disallow: /api/', '', `Sitemap: ${absoluteUrl(baseUrl, '/sitemap.xml')}`, ''].join('\n');
}
