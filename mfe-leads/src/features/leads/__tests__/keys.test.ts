// @vitest-environment node
// Pure logic: nothing rendered, no DOM, so no jsdom to build.
import { LEAD_PAGE_MAX, LEAD_PAGE_SIZE } from '@leadnest/contracts';

import { DEFAULT_FILTERS, filterParams, leadKeys } from '../api/keys';
import { leadCountsUrl } from '../api/lead-counts';
import { LEAD_LIST_PAGE_SIZE, leadListUrl } from '../api/list-leads';

describe('lead query keys and params', () => {
  it('builds keys from one factory under the leads prefix', () => {
    const filters = { stage: 'new' as const, source: 'website' as const, q: '' };
    expect(leadKeys.list(filters)).toEqual(['leads', 'list', filters]);
    expect(leadKeys.counts(filters)).toEqual(['leads', 'counts', { source: 'website', q: '' }]);
    expect(leadKeys.detail('abc')).toEqual(['leads', 'detail', 'abc']);
    for (const key of [leadKeys.list(filters), leadKeys.counts(filters), leadKeys.detail('x')]) expect(key[0]).toBe('leads');
  });

  it("leaves out 'all' and an empty search", () => {
    expect(filterParams(DEFAULT_FILTERS).toString()).toBe('');
    expect(filterParams({ stage: 'qualified', source: 'sms', q: '  ann ' }).toString()).toBe('stage=qualified&source=sms&q=ann');
  });

  it('asks the server for one page with the filters, never every lead', () => {
    expect(leadListUrl(DEFAULT_FILTERS)).toBe('/api/leads?limit=50');
    expect(leadListUrl({ stage: 'contacted', source: 'all', q: '' }, 'CUR')).toBe('/api/leads?stage=contacted&cursor=CUR&limit=50');
  });

  it("asks for the contract's page size", () => {
    expect(LEAD_LIST_PAGE_SIZE).toBe(LEAD_PAGE_SIZE);
    expect(LEAD_LIST_PAGE_SIZE).toBeLessThanOrEqual(LEAD_PAGE_MAX);
  });

  it('sends the source and search, but not the stage, to the counts', () => {
    expect(leadCountsUrl({ source: 'all', q: '' })).toBe('/api/leads/counts');
    expect(leadCountsUrl({ source: 'facebook', q: 'x' })).toBe('/api/leads/counts?source=facebook&q=x');
  });
});
