import type { HomeContent, PublishedContentResponse } from '@leadnest/contracts/marketing-content';
import { routeFetch } from '@leadnest/remote-kit/testing';
import { profileQueryKey } from '@leadnest/session';
import { screen, waitFor } from '@testing-library/react';

import { HOME_CONTENT } from '../../../content/home';
import { HomePage } from '../../../pages/HomePage';
import { renderPage } from '../../../test/render';
import { bootContent } from '../boot-content';

const PUBLISHED: HomeContent = { ...HOME_CONTENT, heading: 'Answer every lead in seconds', subtitle: 'Published subtitle' };
const DRAFT: HomeContent = { ...HOME_CONTENT, heading: 'Draft heading, not live yet' };
const published = (content: HomeContent | null, version = content ? 4 : 0): PublishedContentResponse<'home'> => ({
  page: 'home',
  version,
  content,
  publishedAt: content ? '2026-11-20T10:00:00.000Z' : null,
});

type Boot = { __LEADNEST_BOOT__?: unknown };
afterEach(() => {
  delete (window as Boot).__LEADNEST_BOOT__;
  vi.unstubAllGlobals();
});

const h1 = () => screen.getByRole('heading', { level: 1 });

/** The API: the published home page, a draft, and who is signed in. */
function api({
  home = published(PUBLISHED) as PublishedContentResponse<'home'> | 'fail' | 'never',
  draft = DRAFT as HomeContent | null,
  profile = null as object | null,
} = {}) {
  return routeFetch((method, url) => {
    if (url === '/api/user/profile') return { body: profile ?? { user: null } };
    if (url === '/api/content/home?version=draft') return { body: { page: 'home', content: draft, savedAt: null, savedBy: null, basedOn: 4 } };
    if (url === '/api/content/home') {
      if (home === 'fail') return { status: 503, body: { message: 'down' } };
      return { body: home };
    }
    return { status: 404, body: { message: 'not here' } };
  });
}

describe('a public page’s content (usePageContent)', () => {
  it('renders what the server inlined at once, without asking the API', () => {
    (window as Boot).__LEADNEST_BOOT__ = { manifest: {}, bucketKey: 'k', content: { home: published(PUBLISHED) } };
    const fetch = api();
    renderPage(<HomePage />);
    expect(h1().textContent).toBe('Answer every lead in seconds');
    expect(screen.getByText('Published subtitle')).toBeVisible();
    expect(fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/content'))).toEqual([]);
  });

  it('shows the loading state, not the released copy, until the published content arrives', async () => {
    api();
    renderPage(<HomePage />);
    expect(screen.getByRole('status', { name: /Loading/ })).toBeInTheDocument();
    expect(screen.queryByText(HOME_CONTENT.subtitle)).toBeNull();
    await waitFor(() => expect(h1().textContent).toBe('Answer every lead in seconds'));
  });

  it('shows the released copy when nothing is published (version 0) or the content cannot be read', async () => {
    for (const home of [published(null), 'fail'] as const) {
      api({ home });
      const { unmount } = renderPage(<HomePage />);
      await waitFor(() => expect(h1().textContent).toBe('LeadNest: never miss another lead'));
      expect(screen.getByText(HOME_CONTENT.subtitle)).toBeVisible();
      unmount();
    }
  });

  it('shows a marketing editor the saved draft with ?preview=draft, under the banner', async () => {
    const fetch = api({ profile: { id: 'm1', canEditContent: true } });
    renderPage(<HomePage />, '/?preview=draft');
    await waitFor(() => expect(h1().textContent).toBe('Draft heading, not live yet'));
    expect(screen.getByText('Draft preview: visitors see the published page.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the content editor' })).toHaveAttribute('href', '/content');
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/content/home?version=draft');
  });

  it('shows an editor without a saved draft the published page, still marked as a preview', async () => {
    api({ profile: { id: 'm1', canEditContent: true }, draft: null });
    renderPage(<HomePage />, '/?preview=draft');
    await waitFor(() => expect(h1().textContent).toBe('Answer every lead in seconds'));
    expect(screen.getByTestId('draft-preview-banner')).toBeVisible();
  });

  it('gives a visitor, or a user without the role, the published page for the preview address, never asking for the draft', async () => {
    for (const profile of [null, { id: 'u1', plan: 'starter', canEditContent: false }]) {
      const fetch = api({ profile });
      const { unmount, queryClient } = renderPage(<HomePage />, '/?preview=draft');
      await waitFor(() => expect(h1().textContent).toBe('Answer every lead in seconds'));
      await waitFor(() => expect(queryClient.getQueryState(profileQueryKey)?.status).toBe('success'));
      expect(screen.queryByTestId('draft-preview-banner')).toBeNull();
      expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain('/api/content/home?version=draft');
      unmount();
    }
  });

  it('reads only a well-formed inlined entry for its own page', () => {
    const win = (content: unknown) => ({ __LEADNEST_BOOT__: { content } }) as unknown as Window;
    expect(bootContent('home', win({ home: published(PUBLISHED) }))?.content?.heading).toBe('Answer every lead in seconds');
    expect(bootContent('home', win({ pricing: { page: 'pricing', version: 1, content: {}, publishedAt: null } }))).toBeUndefined();
    expect(bootContent('home', win({ home: { page: 'pricing', version: 1 } }))).toBeUndefined();
    expect(bootContent('home', win(undefined))).toBeUndefined();
    expect(bootContent('home', undefined)).toBeUndefined();
  });
});
