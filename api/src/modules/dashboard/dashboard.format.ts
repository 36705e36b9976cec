/*
 * How the dashboard's figures read (spec part 1 §3 defaults: '+0%', '0%', '0min').
 */

/**
 * This week's count against last week's as a signed whole percent, or null
 * when last week had none: a percent of zero is undefined, and '+100%' (what
 * this said before) told an agent their leads had doubled from nothing. The
 * screen says it in words ("new: none the week before").
 */
export function growthPercent(current: number, previous: number): string | null {
  if (previous === 0) return null;
  const pct = Math.round(((current - previous) / previous) * 100);
  return `${pct >= 0 ? '+' : ''}${pct}%`;
}

/** part of whole as a whole percent; '0%' when the whole is zero. */
export function percentOf(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : '0%';
}

/** A duration as the This Week panel reads it: '<1s' (the assistant answers at once), '8s' under a minute, '12min' under two hours, '3h' after; '0min' when there is none. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '0min';
  if (ms < 500) return '<1s';
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 120) return `${minutes}min`;
  return `${Math.round(minutes / 60)}h`;
}
