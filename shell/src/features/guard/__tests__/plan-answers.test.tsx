import { apiRequest, type PlanGateAnswer, profileQueryKey, publishPlanGate, usePlanGate } from '@leadnest/session';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { createShellQueryClient } from '../../../app/query-client';
import { AccessGuard } from '../components/AccessGuard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  publishPlanGate(undefined);
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** The plan answer the shell holds now, as a render reads it. */
const planGateNow = (): PlanGateAnswer | undefined => renderHook(() => usePlanGate()).result.current;

/** A page whose one request answers `answer`. */
function LeadsPage() {
  const leads = useQuery({ queryKey: ['leads-probe'], queryFn: () => apiRequest('GET', '/api/leads') });
  return <h1>{leads.isError ? 'Leads failed' : 'Lead list'}</h1>;
}

function renderLeads(answer: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer),
  );
  const client = createShellQueryClient();
  client.setQueryData(profileQueryKey, { id: 'u1', email: 'a@example.com', plan: 'professional' });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/leads']}>
        <Routes>
          <Route
            path="/leads"
            element={
              <AccessGuard requiresPlan pageTitle="Lead Management">
                <LeadsPage />
              </AccessGuard>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the API’s plan answers in the shell', () => {
  it('a 402 PLAN_REQUIRED from any request replaces the page with Upgrade Required, worded for the page', async () => {
    // jsdom's location is '/', the MemoryRouter's '/leads': the answer belongs to the page the router shows.
    window.history.replaceState(null, '', '/leads');
    renderLeads(json(402, { code: 'PLAN_REQUIRED', message: 'Access to the dashboard requires an active subscription plan.' }));
    expect(await screen.findByRole('heading', { name: 'Upgrade Required' })).toBeVisible();
    expect(screen.getByText('Access to Lead Management requires an active subscription plan.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View Pricing Plans' }).getAttribute('href')).toBe('/pricing');
  });

  it('a 403 PLAN_FEATURE shows the card with the server’s message naming the plan', async () => {
    window.history.replaceState(null, '', '/leads');
    const message = 'The AI phone receptionist is included in the Enterprise plan and above. Upgrade on the Billing page to use it.';
    renderLeads(json(403, { code: 'PLAN_FEATURE', message }));
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('any other failure is left to the page', async () => {
    window.history.replaceState(null, '', '/leads');
    renderLeads(json(403, { code: 'FORBIDDEN', message: 'You do not have access to this.' }));
    expect(await screen.findByRole('heading', { name: 'Leads failed' })).toBeVisible();
    await act(async () => undefined);
    expect(screen.queryByRole('heading', { name: 'Upgrade Required' })).toBeNull();
  });
});

describe('a mutation that says its own plan refusal', () => {
  const feature = { code: 'PLAN_FEATURE', message: 'Multi-agent team management is included in the Agency plan and above.' };
  const run = async (meta?: Record<string, unknown>) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(403, feature)),
    );
    const client = createShellQueryClient();
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => apiRequest('POST', '/api/team/invites', {}), meta })
      .execute(undefined)
      .catch(() => undefined);
    return planGateNow();
  };

  it('keeps its page with meta.keepPageOnPlanAnswer (the page’s toast says it); without it the card shows', async () => {
    expect(await run({ keepPageOnPlanAnswer: true })).toBeUndefined();
    publishPlanGate(undefined);
    expect((await run())?.code).toBe('PLAN_FEATURE');
  });
});
