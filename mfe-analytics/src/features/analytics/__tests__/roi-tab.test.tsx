import type { RoiDto } from '@leadnest/contracts';
import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { screen } from '@testing-library/react';

import { RoiTab } from '../components/RoiTab';

const ROI: RoiDto = {
  range: { period: '90d', start: '2029-12-16T00:00:00.000Z', end: '2030-03-16T00:00:00.000Z', timeZone: 'UTC' },
  plan: null,
  planMonthlyPrice: 0,
  planCost: 297,
  usageCost: 0,
  investment: 297,
  revenue: 0,
  closedDeals: 0,
  roi: -1,
  leads: 0,
  costPerLead: null,
  sources: [],
  adSpend: [],
  timeSaved: { conversations: 0, calls: 0, minutesPerItem: 5, hours: 0 },
};

describe('ROI Analysis', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts a plan held earlier in the period though none is held now', () => {
    routeFetch(() => ({ status: 404, body: { message: 'no' } }));
    renderWithClient(<RoiTab data={ROI} periodText="the last 90 days" />, '/analytics?tab=roi', { profile: { id: 'u1' } as never });
    expect(screen.getByText(/Over the last 90 days: what your plan and usage cost/)).toBeVisible();
    expect(screen.getByText('Investment $297: plan $297 (for the days you held it) + usage $0.00')).toBeVisible();
  });

  it('names today’s monthly price beside the cost of the days held', () => {
    routeFetch(() => ({ status: 404, body: { message: 'no' } }));
    renderWithClient(
      <RoiTab data={{ ...ROI, plan: 'enterprise', planMonthlyPrice: 497, planCost: 673.75, investment: 673.75 }} periodText="the last 90 days" />,
    );
    expect(screen.getByText('Investment $674: plan $674 (for the days you held it; $497 a month now) + usage $0.00')).toBeVisible();
  });
});
