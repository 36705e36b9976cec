import { LEAD_MESSAGES } from '@leadnest/contracts';
import { ApiError } from '@leadnest/session';

import { callToast, followUpIso, mailtoHref } from '../lib/actions';
import { budgetLabel, qualificationRows } from '../lib/qualification';
import { SOURCE_FILTER_OPTIONS, STAGE_FILTER_OPTIONS, stageBadge } from '../lib/stages';

describe('stage badges', () => {
  it.each([
    ['new', 'New', 'blue'],
    ['contacted', 'Contacted', 'yellow'],
    ['qualified', 'Qualified', 'green'],
    ['showing', 'Showing Scheduled', 'purple'],
    ['offer', 'Offer Stage', 'orange'],
    ['closed', 'Closed Won', 'green'],
    ['lost', 'Closed Lost', 'red'],
    ['archived', 'archived', 'grey'],
  ])('%s → %s (%s)', (stage, label, tone) => {
    expect(stageBadge(stage)).toEqual({ label, tone });
  });

  it('offers the documented filter entries (no lost)', () => {
    expect(STAGE_FILTER_OPTIONS.map((o) => o.label)).toEqual(['All Stages', 'New', 'Contacted', 'Qualified', 'Showing', 'Offer', 'Closed']);
    expect(SOURCE_FILTER_OPTIONS.map((o) => o.label)).toEqual(['All Sources', 'Facebook', 'Instagram', 'Website', 'SMS', 'Email']);
  });
});

describe('lead actions', () => {
  it('schedules the follow-up 24 hours from now as an ISO timestamp', () => {
    const now = new Date('2030-01-31T15:00:00.000Z');
    expect(followUpIso(now)).toBe('2030-02-01T15:00:00.000Z');
  });

  it('builds a mailto with a subject and a greeting', () => {
    const href = mailtoHref({ name: 'Ann Lee', email: 'ann@example.com' });
    expect(href).toBe('mailto:ann@example.com?subject=Following%20up%20on%20your%20real%20estate%20inquiry&body=Hi%20Ann%2C%0A%0A');
    expect(mailtoHref({ name: 'No Mail', email: null })).toBeNull();
  });

  it('turns a call not set up (or an unexplained failure) into Setup Required, a refused one into its reason, and a success into Call Initiated', () => {
    const refused = (status: number, body: unknown) => new ApiError(status, 'Conflict', typeof body === 'string' ? body : JSON.stringify(body));
    const setup = { title: 'Setup Required', description: 'Configure Twilio in API Settings to enable calling', variant: 'destructive' };
    expect(
      callToast({ name: 'Ann', phone: '555-010-0100' }, refused(409, { message: LEAD_MESSAGES.callingNotConfigured, code: 'CALLING_NOT_CONFIGURED' })),
    ).toEqual(setup);
    expect(callToast({ name: 'Ann', phone: '555-010-0100' }, new TypeError('Failed to fetch'))).toEqual(setup);
    expect(callToast({ name: 'Ann', phone: '555-010-0100' }, refused(502, ''))).toEqual(setup);
    expect(
      callToast({ name: 'Ann', phone: '555-010-0100' }, refused(409, { message: 'This lead has not given consent to AI calls.', code: 'CALL_NO_CONSENT' })),
    ).toEqual({
      title: 'Call Not Placed',
      description: 'This lead has not given consent to AI calls.',
      variant: 'destructive',
    });
    expect(LEAD_MESSAGES.callingNotConfigured).toBe('Configure Twilio in API Settings to enable calling');
    expect(callToast({ name: 'Ann', phone: '555-010-0100' })).toEqual({ title: 'Call Initiated', description: 'AI calling Ann at 555-010-0100' });
    // A stored number is shown by the one display rule (docs/decisions/0015-phone-numbers.md), not as raw E.164.
    expect(callToast({ name: 'Ann', phone: '+15125550142' }).description).toBe('AI calling Ann at (512) 555-0142');
  });
});

describe('what the assistant learned', () => {
  it('words budgets as ranges, caps and floors, per month for rentals', () => {
    expect(budgetLabel({ budgetMin: 300_000, budgetMax: 450_000 })).toBe('$300,000 – $450,000');
    expect(budgetLabel({ budgetMax: 450_000 })).toBe('Up to $450,000');
    expect(budgetLabel({ budgetMin: 300_000 })).toBe('From $300,000');
    expect(budgetLabel({ budgetMin: 2000, budgetMax: 2000, intent: 'rent' })).toBe('$2,000 per month');
    expect(budgetLabel({})).toBeNull();
  });

  it('lists only known facts, in the order an agent asks', () => {
    expect(qualificationRows(null)).toEqual([]);
    expect(qualificationRows({})).toEqual([]);
    expect(qualificationRows({ financing: 'cash', propertyType: 'condo', intent: 'sell', areas: [] })).toEqual([
      ['Looking to', 'Sell'],
      ['Property type', 'Condo'],
      ['Financing', 'Cash'],
    ]);
    expect(qualificationRows({ bedrooms: 0 })).toEqual([['Bedrooms', '0']]);
  });
});
