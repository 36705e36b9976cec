import type { AssistantFinancing, AssistantIntent, AssistantTimeline, LeadQualificationDto, PropertyType } from '@leadnest/contracts';

const INTENTS: Record<AssistantIntent, string> = { buy: 'Buy', sell: 'Sell', rent: 'Rent', invest: 'Invest', valuation: 'Home valuation', other: 'Other' };
const TIMELINES: Record<AssistantTimeline, string> = {
  asap: 'As soon as possible',
  '0-3m': 'Within 3 months',
  '3-6m': 'In 3–6 months',
  '6-12m': 'In 6–12 months',
  '12m+': 'In a year or more',
};
const FINANCING: Record<AssistantFinancing, string> = { preapproved: 'Pre-approved', cash: 'Cash', 'needs-lender': 'Needs a lender', unknown: 'Not sure yet' };
const PROPERTY: Record<PropertyType, string> = {
  house: 'House',
  condo: 'Condo',
  townhouse: 'Townhouse',
  apartment: 'Apartment',
  land: 'Land',
  'multi-family': 'Multi-family',
  'mobile-home': 'Mobile home',
  commercial: 'Commercial',
};

const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

/** "$300,000 – $450,000", "Up to $450,000", "From $300,000"; per month for rentals. */
export function budgetLabel(q: Pick<LeadQualificationDto, 'budgetMin' | 'budgetMax' | 'intent'>): string | null {
  const { budgetMin: min, budgetMax: max } = q;
  const perMonth = q.intent === 'rent' ? ' per month' : '';
  if (min !== undefined && max !== undefined) return min === max ? `${dollars(min)}${perMonth}` : `${dollars(min)} – ${dollars(max)}${perMonth}`;
  if (max !== undefined) return `Up to ${dollars(max)}${perMonth}`;
  if (min !== undefined) return `From ${dollars(min)}${perMonth}`;
  return null;
}

/** The side panel's rows for what the assistant learned, in the order an agent asks; unknown facts are left out. */
export function qualificationRows(q: LeadQualificationDto | null): Array<[label: string, value: string]> {
  if (!q) return [];
  const rows: Array<[string, string | null | undefined]> = [
    ['Looking to', q.intent && INTENTS[q.intent]],
    ['Budget', budgetLabel(q)],
    ['Bedrooms', q.bedrooms !== undefined ? String(q.bedrooms) : null],
    ['Property type', q.propertyType && PROPERTY[q.propertyType]],
    ['Areas', q.areas?.length ? q.areas.join(', ') : null],
    ['Timeline', q.timeline && TIMELINES[q.timeline]],
    ['Financing', q.financing && FINANCING[q.financing]],
  ];
  return rows.filter((row): row is [string, string] => typeof row[1] === 'string' && row[1].length > 0);
}
