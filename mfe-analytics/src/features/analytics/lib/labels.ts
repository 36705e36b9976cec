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

/**
 * A card's change against the previous period. The API sends no percentage
 * when the previous period had nothing (there is no percent of zero): the
 * card says so in words.
 */
export function changeText(change: string | null, current: number): string {
  if (change !== null) return `${change} vs the previous period`;
  return current > 0 ? 'New: none in the previous period' : 'No earlier data to compare';
}

/** The median first answer in seconds: '–' when nothing was answered, '<0.1s' for an answer at once. */
export function formatResponse(seconds: number, answered: number): string {
  if (answered === 0) return '–';
  return seconds === 0 ? '<0.1s' : `${seconds}s`;
}

/**
 * A median speed to lead: '4m 12s', '1h 5m', '—' before any contact. The
 * dashboard's leaderboard writes it the same way; each remote keeps its own
 * copy because a remote never imports another (a shared one belongs in packages/).
 */
export function formatSpeed(seconds: number | null): string {
  if (seconds === null) return '—';
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m ${s % 60}s`;
  return `${Math.floor(s / 3600)}h ${Math.floor((s % 3600) / 60)}m`;
}

/** A member's full name; the API always sends one, but an account may have neither part filled in. */
export const memberName = (m: { firstName: string; lastName: string }): string => [m.firstName, m.lastName].filter(Boolean).join(' ') || 'A member';
