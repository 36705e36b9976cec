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

/** Seconds as the cards read them: '12s', '3.5 min', '2.1 h'; '–' for none. */
export function formatSeconds(seconds: number, hasData: boolean): string {
  if (!hasData) return '–';
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 7200) return `${Math.round((seconds / 60) * 10) / 10} min`;
  return `${Math.round((seconds / 3600) * 10) / 10} h`;
}
