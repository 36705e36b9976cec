import type { PublishedContentResponse } from '@leadnest/contracts/marketing-content';
import { formatUsd, PRICING_PAGE_PLANS } from '@leadnest/plans';

import { HOME_CONTENT } from '../../content/home';
import { publicPagePaths, renderPublicPage, SERVER_RENDER_API } from '../render';

const nothingPublished = (page: string) => ({ page, version: 0, content: null, publishedAt: null }) as PublishedContentResponse;

describe('renderPublicPage (the renderer released in dist/server/render.cjs)', () => {
  it('speaks the API the web module expects, for the five public pages', () => {
    expect(SERVER_RENDER_API).toBe(1);
    expect(publicPagePaths()).toEqual(['/', '/pricing', '/about', '/privacy', '/terms']);
  });

  it('renders the home page with its released copy when nothing is published, and its styles', async () => {
    const result = await renderPublicPage({ path: '/', content: nothingPublished('home') });
    expect(result.status).toBe(200);
    expect(result.html).toMatch(/<h1[^>]*>LeadNest: never miss another lead<\/h1>/);
    expect(result.html).toContain('Your AI real estate assistant answers every call');
    expect(result.styles).toMatch(/^<style data-styled="true"/);
    expect(result.meta.description).toBe(HOME_CONTENT.meta.description);
  });

  it('renders the published copy in place of the released one', async () => {
    const content = { ...HOME_CONTENT, heading: 'A published hero', meta: { description: 'Published description' } };
    const result = await renderPublicPage({ path: '/', content: { page: 'home', version: 2, content, publishedAt: '2026-11-01T00:00:00.000Z' } });
    expect(result.html).toMatch(/<h1[^>]*>A published hero<\/h1>/);
    expect(result.html).not.toContain('never miss another lead');
    expect(result.meta.description).toBe('Published description');
  });

  it('renders the pricing page with every plan and its price, signed out (Get Started registers)', async () => {
    const result = await renderPublicPage({ path: '/pricing', content: nothingPublished('pricing') });
    for (const plan of PRICING_PAGE_PLANS) {
      expect(result.html).toContain(`<h2>${plan.name}</h2>`);
      expect(result.html).toContain(formatUsd(plan.priceUsd));
    }
    expect(result.html).toContain('href="/register?plan=professional"');
  });

  it('refuses a path that is not a public page, and content of another page', async () => {
    await expect(renderPublicPage({ path: '/login', content: nothingPublished('home') })).rejects.toThrow(/no page at \/login/);
    await expect(renderPublicPage({ path: '/about', content: nothingPublished('home') })).rejects.toThrow(/content of home/);
  });
});
