import { BRAND_TAGLINE } from '@leadnest/brand';
import { matchRoute } from '@leadnest/remotes';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { Footer } from '../components/Footer';
import { ShellLayout } from '../components/ShellLayout';
import { json, mockApi, renderAt } from './harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const column = (name: string) => within(screen.getByRole('navigation', { name }));
const hrefs = (links: HTMLElement[]) => links.map((a) => [a.textContent, a.getAttribute('href')]);

describe('Footer', () => {
  it('has the Product column with its four targets', () => {
    renderAt(<Footer />);
    expect(column('Product').getByRole('heading').textContent).toBe('Product');
    expect(hrefs(column('Product').getAllByRole('link'))).toEqual([
      ['Dashboard', '/dashboard'],
      ['Lead Capture', '/capture-builder'],
      ['Templates', '/resources'],
      ['Integrations', '/api-settings'],
    ]);
  });

  it('has the Company column: About links, Careers, Press and Contact are plain text', () => {
    renderAt(<Footer />);
    expect(hrefs(column('Company').getAllByRole('link'))).toEqual([['About', '/about']]);
    for (const label of ['Careers', 'Press', 'Contact']) {
      const entry = column('Company').getByText(label);
      expect(entry.tagName).toBe('SPAN');
      expect(entry.closest('a')).toBeNull();
    }
  });

  it('has the Support column: Privacy Policy and Terms link, Help Center and API Docs are plain text', () => {
    renderAt(<Footer />);
    expect(hrefs(column('Support').getAllByRole('link'))).toEqual([
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ]);
    for (const label of ['Help Center', 'API Docs']) {
      expect(column('Support').getByText(label).tagName).toBe('SPAN');
    }
  });

  it('has no link that goes nowhere: every link opens a page of the app, and nothing else in it is a link', () => {
    renderAt(<Footer />);
    const links = within(screen.getByRole('contentinfo')).getAllByRole('link');
    for (const link of links) {
      const href = link.getAttribute('href') ?? '';
      expect(href, link.textContent ?? '').toMatch(/^\/[a-z-]*$/);
      expect(matchRoute(href), `${link.textContent} → ${href}`).toBeDefined();
    }
    expect(within(screen.getByRole('contentinfo')).queryAllByRole('link', { name: /Careers|Press|Contact|Help Center|API Docs/ })).toEqual([]);
  });

  it('has the brand column with the tagline, social icons and the copyright line', () => {
    renderAt(<Footer />);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(BRAND_TAGLINE)).toBeVisible();
    expect(BRAND_TAGLINE).toMatch(/AI-powered real estate assistant that captures and converts leads around the clock/);
    for (const name of ['Twitter', 'LinkedIn', 'Facebook']) {
      expect(footer.getByRole('img', { name })).toBeVisible();
    }
    const year = new Date().getFullYear();
    expect(footer.getByText(`© ${year} LeadNest. All rights reserved.`)).toBeVisible();
  });
});

describe('Footer’s Company column (marketing content)', () => {
  const published = (companyLinks: { label: string; href?: string }[]) => ({
    page: 'footer',
    version: 3,
    content: { companyLinks },
    publishedAt: '2026-11-20T10:00:00.000Z',
  });
  const entries = () =>
    column('Company')
      .getAllByRole('listitem')
      .map((li) => {
        const a = li.querySelector('a');
        return [li.textContent, a?.getAttribute('href') ?? null];
      });

  afterEach(() => {
    delete (window as { __LEADNEST_BOOT__?: unknown }).__LEADNEST_BOOT__;
  });

  it('shows the published links: paths through the router, https and mailto addresses as plain links, no href as text', async () => {
    const fetch = mockApi({
      'GET /api/content/footer': () =>
        json(
          200,
          published([
            { label: 'Our story', href: '/about' },
            { label: 'Careers', href: 'https://jobs.example.com/leadnest' },
            { label: 'Email us', href: 'mailto:hello@leadnest.example' },
            { label: 'Press' },
          ]),
        ),
    });
    renderAt(<Footer />);
    await screen.findByText('Our story');
    expect(entries()).toEqual([
      ['Our story', '/about'],
      ['Careers', 'https://jobs.example.com/leadnest'],
      ['Email us', 'mailto:hello@leadnest.example'],
      ['Press', null],
    ]);
    expect(column('Company').getByText('Press').tagName).toBe('SPAN');
    expect(fetch.mock.calls.filter(([url]) => String(url) === '/api/content/footer')).toHaveLength(1);
    // The other columns are not content.
    expect(hrefs(column('Product').getAllByRole('link'))[0]).toEqual(['Dashboard', '/dashboard']);
  });

  it('opens a path link with the router', async () => {
    mockApi({ 'GET /api/content/footer': () => json(200, published([{ label: 'Who we are', href: '/about' }])) });
    renderAt(<Footer />, '/pricing');
    fireEvent.click(await screen.findByRole('link', { name: 'Who we are' }));
    expect(screen.getByTestId('location').textContent).toBe('/about');
  });

  it('keeps the released links when nothing is published (version 0) or the content cannot be read', async () => {
    for (const answer of [() => json(200, { page: 'footer', version: 0, content: null, publishedAt: null }), () => json(500, { message: 'down' })]) {
      const fetch = mockApi({ 'GET /api/content/footer': answer });
      renderAt(<Footer />);
      await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/content/footer', expect.anything()));
      await waitFor(() =>
        expect(entries()).toEqual([
          ['About', '/about'],
          ['Careers', null],
          ['Press', null],
          ['Contact', null],
        ]),
      );
      cleanup();
    }
  });

  it('renders what the server inlined at once, without asking the API', () => {
    (window as { __LEADNEST_BOOT__?: unknown }).__LEADNEST_BOOT__ = {
      manifest: {},
      bucketKey: 'k',
      content: { footer: published([{ label: 'Inlined link', href: '/about' }]) },
    };
    const fetch = mockApi({});
    renderAt(<Footer />);
    expect(entries()).toEqual([['Inlined link', '/about']]);
    expect(fetch.mock.calls.filter(([url]) => String(url) === '/api/content/footer')).toEqual([]);
  });
});

describe('ShellLayout', () => {
  it('puts the page between the header and the footer', async () => {
    mockApi({});
    renderAt(
      <ShellLayout>
        <h1>Page body</h1>
      </ShellLayout>,
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Page body' })).toBeVisible();
    const banner = screen.getByRole('banner');
    const footer = screen.getByRole('contentinfo');
    expect(banner.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await screen.findByRole('link', { name: 'Sign In' });
  });
});
