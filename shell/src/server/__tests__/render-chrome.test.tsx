import { PAGE_SLOT, renderChrome, SERVER_RENDER_API } from '../render-chrome';

describe('renderChrome (the renderer built into dist/server/render-chrome.cjs)', () => {
  it('renders a visitor’s header, the page slot once inside <main>, the footer, and the global styles', () => {
    expect(SERVER_RENDER_API).toBe(1);
    const { html, styles } = renderChrome({ path: '/pricing', footer: { page: 'footer', version: 0, content: null, publishedAt: null } });
    expect(html.split(PAGE_SLOT)).toHaveLength(2);
    expect(html).toMatch(new RegExp(`<main id="main-content"[^>]*>${PAGE_SLOT}</main>`));
    expect(html).toMatch(/<a[^>]*href="\/login"[^>]*>Sign In<\/a>/);
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/pricing"/);
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('data-testid="shell-footer"');
    expect(styles).toContain('box-sizing:border-box');
  });

  it('starts with the empty notification area, as the shell’s App does, so the browser can hydrate the markup', () => {
    const { html } = renderChrome({ path: '/', footer: { page: 'footer', version: 0, content: null, publishedAt: null } });
    expect(html).toMatch(/^<section role="region" aria-label="Notifications \(F8\)" tabindex="-1"><div data-rht-toaster=""[^>]*><\/div><\/section><div/);
  });

  it('shows the published footer links', () => {
    const { html } = renderChrome({
      path: '/',
      footer: { page: 'footer', version: 3, content: { companyLinks: [{ label: 'Press room', href: '/about' }] }, publishedAt: '2026-11-01T00:00:00.000Z' },
    });
    expect(html).toMatch(/<a[^>]*href="\/about"[^>]*>Press room<\/a>/);
    expect(html).not.toContain('Careers');
  });
});
