import { describe, expect, it } from 'vitest';

import { pageChunkName, pageDataPreloads } from '..';

describe('pageChunkName', () => {
  it('names a page’s chunk after its route', () => {
    expect(pageChunkName('/dashboard')).toBe('page-dashboard');
    expect(pageChunkName('/ai-settings')).toBe('page-ai-settings');
    expect(pageChunkName('/')).toBe('page-home');
  });
});

describe('pageDataPreloads', () => {
  it('preloads the dashboard’s figures of the signed-in user, only with a plan', () => {
    expect(pageDataPreloads('/dashboard', { id: '65f0c0ffee0000000000000a', plan: 'starter' })).toEqual(['/api/dashboard/metrics/65f0c0ffee0000000000000a']);
    expect(pageDataPreloads('/dashboard', { id: 'u1', plan: null })).toEqual([]);
    expect(pageDataPreloads('/leads', { id: 'u1', plan: 'agency' })).toEqual([]);
  });
});
