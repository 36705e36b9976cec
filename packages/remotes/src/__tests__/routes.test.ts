import { describe, expect, it } from 'vitest';

import { documentTitle, loginPathFor, matchRoute, returnPathFrom, ROUTES } from '..';

describe('matchRoute', () => {
  it('matches a route itself, with or without a trailing slash, and nothing below it', () => {
    expect(matchRoute('/about')?.title).toBe('About');
    expect(matchRoute('/leads/')?.path).toBe('/leads');
    expect(matchRoute('/')?.path).toBe('/');
    for (const path of ['/about/zzz', '/analytics/123', '/login/x', '/nope', '/dashboard/settings/', '/conversationsx'])
      expect(matchRoute(path), path).toBeUndefined();
  });

  it('matches below a nested route only (the inbox’s thread)', () => {
    expect(matchRoute('/conversations/65f0c0ffee')?.path).toBe('/conversations');
    // /leads/{id} opens one lead's panel.
    expect(matchRoute('/leads/65f0c0ffee')?.path).toBe('/leads');
    expect(ROUTES.filter((r) => r.nested).map((r) => r.path)).toEqual(['/conversations', '/leads']);
  });
});

describe('the content editor’s route', () => {
  it('is /content, guarded, needing the marketing role but no plan; no other page needs the role', () => {
    expect(matchRoute('/content')).toMatchObject({
      remote: 'mfe_marketing',
      title: 'Content',
      access: 'guarded',
      requiresPlan: false,
      requiresContentEditor: true,
    });
    expect(ROUTES.filter((r) => r.requiresContentEditor).map((r) => r.path)).toEqual(['/content']);
  });
});

describe('documentTitle', () => {
  it('gives every page its own title from the route table, and unknown paths the not-found one', () => {
    expect(documentTitle('/leads')).toBe('Lead Management | LeadNest');
    expect(documentTitle('/login')).toBe('Sign In | LeadNest');
    expect(documentTitle('/')).toBe('LeadNest: never miss another lead');
    expect(documentTitle('/about/zzz')).toBe('Page not found | LeadNest');
    expect(new Set(ROUTES.map((r) => documentTitle(r.path))).size).toBe(ROUTES.length);
  });
});

describe('return after sign-in', () => {
  it('round-trips the page asked for, query included', () => {
    const login = loginPathFor('/leads?stage=new&source=website');
    expect(login).toBe('/login?next=%2Fleads%3Fstage%3Dnew%26source%3Dwebsite');
    expect(returnPathFrom(login.slice('/login'.length))).toBe('/leads?stage=new&source=website');
  });

  it('accepts only a path of this site, never a sign-in screen', () => {
    const from = (next: string) => returnPathFrom(`?next=${encodeURIComponent(next)}`);
    expect(from('/calendar')).toBe('/calendar');
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'leads', '/login', '/signup?x=1', '/\u0000x', ''])
      expect(from(bad), bad).toBe('/dashboard');
    expect(returnPathFrom('')).toBe('/dashboard');
  });

  it('returns to the team invite’s /join, a public page that is not a sign-in screen', () => {
    expect(returnPathFrom(loginPathFor('/join?token=abc123').slice('/login'.length))).toBe('/join?token=abc123');
  });
});
