import type { AnalyticsSource, FunnelStep } from '@leadnest/contracts';

export const SOURCE_LABELS: Record<AnalyticsSource, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  website: 'Website',
  sms: 'SMS',
  email: 'Email',
  other: 'Other (phone and more)',
};

export const FUNNEL_LABELS: Record<FunnelStep, string> = {
  leads: 'Leads',
  qualified: 'Qualified',
  appointments: 'Reached a showing',
  closed: 'Closed Won',
};

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');

export const formatMoney = (dollars: number): string => money.format(dollars);
export const formatCount = (n: number): string => count.format(n);

/** 'YYYY-MM' as 'Mar 2030' (the month is the agent's; UTC here only names it). */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, 1)).toLocaleString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** The median first answer in seconds: '–' when nothing was answered, '<0.1s' for an answer at once. */
export function formatResponse(seconds: number, answered: number): string {
  if (answered === 0) return '–';
  return seconds === 0 ? '<0.1s' : `${seconds}s`;
}
