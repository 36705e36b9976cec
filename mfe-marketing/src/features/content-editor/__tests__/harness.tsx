import type { ContentVersionSummary } from '@leadnest/contracts/marketing-content';
import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import type { UserProfile } from '@leadnest/session';

import { ContentEditorPage } from '../../../pages/ContentEditorPage';

export const MARKETER: UserProfile = {
  id: 'm'.repeat(24),
  email: 'mia@leadnest.example',
  firstName: 'Mia',
  timeZone: 'America/New_York',
  canEditContent: true,
};
export const ADMIN: UserProfile = { ...MARKETER, id: 'a'.repeat(24), email: 'ops@leadnest.example', role: 'admin' };

export const version = (v: Partial<ContentVersionSummary> & { version: number }): ContentVersionSummary => ({
  status: 'superseded',
  live: false,
  createdAt: '2026-11-20T15:00:00.000Z',
  createdBy: { id: 'm1', email: 'mia@leadnest.example', name: 'Mia Park' },
  publishAt: '2026-11-20T15:00:00.000Z',
  ...v,
});

export interface EditorApi {
  draft?: unknown;
  published?: unknown;
  versions?: ContentVersionSummary[];
  /** Answers to the writes, by `METHOD path`; default 200 `{}`-ish answers. */
  answers?: Record<string, { status?: number; body?: unknown }>;
}

/** The content API as the editor calls it, recording every request (method, url, body). */
export function mockEditorApi({ draft = null, published = null, versions = [], answers = {} }: EditorApi = {}) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = routeFetch((method, url, body) => {
    calls.push({ method, url, body });
    const key = `${method} ${url}`;
    if (answers[key]) return answers[key];
    const page = /^\/api\/content\/(\w+)/.exec(url)?.[1] ?? 'home';
    if (key === `GET /api/content/${page}?version=draft`) return { body: { page, content: draft, savedAt: null, savedBy: null, basedOn: 0 } };
    if (key === `GET /api/content/${page}`) return { body: { page, version: published ? 3 : 0, content: published, publishedAt: null } };
    if (key === `GET /api/content/${page}/versions`) return { body: { page, versions } };
    if (key === `PUT /api/content/${page}/draft`) return { body: { page, content: body, savedAt: '2026-11-28T15:00:00.000Z', savedBy: null, basedOn: 0 } };
    if (key === `POST /api/content/${page}/publish`) {
      const at = (body as { at?: string }).at;
      return {
        body: { page, version: version({ version: 4, status: at ? 'scheduled' : 'published', live: !at, publishAt: at ?? '2026-11-28T15:00:00.000Z' }) },
      };
    }
    if (key === `POST /api/content/${page}/rollback`)
      return { body: { page, version: version({ version: 5, status: 'published', live: true, rolledBackFrom: (body as { version: number }).version }) } };
    if (method === 'DELETE') return { status: 204 };
    if (key === 'GET /api/admin/content-editors')
      return { body: { editors: [{ id: 'e1', email: 'sam@leadnest.example', name: 'Sam Lee', grantedAt: '2026-11-02T12:00:00.000Z' }] } };
    if (key === 'PUT /api/admin/content-editors') return { status: 204 };
    return { status: 404, body: { message: 'not here' } };
  });
  return { fetch, calls, writes: () => calls.filter((c) => c.method !== 'GET') };
}

export function renderEditor(profile: UserProfile = MARKETER, path = '/content') {
  return renderWithClient(<ContentEditorPage />, path, { profile });
}
