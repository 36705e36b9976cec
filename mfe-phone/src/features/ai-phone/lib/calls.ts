import type { CallLogDto } from '@leadnest/contracts';

/** 125 → "2:05" (spec part 2 §9: duration shown minutes:seconds). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Cents to dollars: 2 decimals in the overview, 3 in the history (spec part 2 §9). */
export const formatCost = (cents: number, decimals: 2 | 3) => `$${(cents / 100).toFixed(decimals)}`;

/** The number shown for a call: the caller for inbound, the callee for outbound. */
export const otherParty = (call: Pick<CallLogDto, 'direction' | 'fromNumber' | 'toNumber'>) => (call.direction === 'inbound' ? call.fromNumber : call.toNumber);

/** The outcome, or the status when there is none, readable: appointment_booked → "appointment booked". */
export const outcomeLabel = (call: Pick<CallLogDto, 'outcome' | 'status'>) => (call.outcome ?? call.status).replace(/_/g, ' ');

export interface CallStats {
  totalCalls: number;
  totalSeconds: number;
  /** Percent of calls whose outcome is appointment_booked or lead_qualified; 0 without calls. */
  successRate: number;
  totalCents: number;
}

export function callStats(calls: readonly CallLogDto[]): CallStats {
  const successful = calls.filter((c) => c.outcome === 'appointment_booked' || c.outcome === 'lead_qualified').length;
  return {
    totalCalls: calls.length,
    totalSeconds: calls.reduce((sum, c) => sum + c.duration, 0),
    successRate: calls.length ? Math.round((successful / calls.length) * 100) : 0,
    totalCents: calls.reduce((sum, c) => sum + c.cost, 0),
  };
}
