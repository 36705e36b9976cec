import { useSyncExternalStore } from 'react';

import { ApiError } from './request';

/**
 * The API's plan answers: 402 PLAN_REQUIRED for an account
 * without a plan, 403 PLAN_FEATURE for a feature above the plan. The shell
 * watches every query and mutation for them and shows the Upgrade Required
 * card in place of the page, so no remote handles them itself.
 */
export interface PlanGateAnswer {
  code: 'PLAN_REQUIRED' | 'PLAN_FEATURE';
  /** The server's message (for PLAN_FEATURE it names the plan that includes the feature). */
  message: string;
  /** The page (location.pathname) whose request got it: the card shows on that page only. */
  path?: string;
}

export function planGateOf(error: unknown): PlanGateAnswer | undefined {
  if (!(error instanceof ApiError) || (error.status !== 402 && error.status !== 403)) return undefined;
  try {
    const body = JSON.parse(error.body) as { code?: unknown; message?: unknown };
    if ((body.code === 'PLAN_REQUIRED' || body.code === 'PLAN_FEATURE') && typeof body.message === 'string') return { code: body.code, message: body.message };
  } catch {
    // Not the API's JSON: not a plan answer.
  }
  return undefined;
}

let current: PlanGateAnswer | undefined;
const listeners = new Set<() => void>();

/** Sets (or clears, with undefined) the plan answer the shell shows. */
export function publishPlanGate(answer: PlanGateAnswer | undefined): void {
  const next = answer && { ...answer, path: answer.path ?? (typeof location === 'undefined' ? undefined : location.pathname) };
  if (current === next || (current && next && current.code === next.code && current.message === next.message && current.path === next.path)) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last plan answer the API gave, until the shell clears it (on navigation, or once a plan is chosen). */
export function usePlanGate(): PlanGateAnswer | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
}
