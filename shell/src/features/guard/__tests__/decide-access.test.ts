// @vitest-environment node
// Pure logic: nothing rendered, no DOM, so no jsdom to build.
import type { UserProfile } from '@leadnest/session';
import { describe, expect, it } from 'vitest';

import { type AccessDecision, decideAccess } from '../decide-access';

const withPlan: UserProfile = { id: 'u1', plan: 'professional' };
const noPlan: UserProfile = { id: 'u2' };
const nullPlan: UserProfile = { id: 'u3', plan: null };
const emptyPlan: UserProfile = { id: 'u4', plan: '' };

// Every combination of the three inputs, with the spec's answer for each.
const cases: Array<[boolean, UserProfile | null, boolean, AccessDecision]> = [
  [true, null, false, 'loading'],
  [true, null, true, 'loading'],
  [true, withPlan, true, 'loading'],
  [true, noPlan, true, 'loading'],
  [false, null, false, 'redirect-login'],
  [false, null, true, 'redirect-login'],
  [false, withPlan, false, 'allowed'],
  [false, withPlan, true, 'allowed'],
  [false, noPlan, false, 'allowed'],
  [false, noPlan, true, 'upgrade-required'],
  [false, nullPlan, true, 'upgrade-required'],
  [false, emptyPlan, true, 'upgrade-required'],
  [false, emptyPlan, false, 'allowed'],
];

describe('decideAccess', () => {
  it.each(cases)('isLoading=%s user=%o requiresPlan=%s → %s', (isLoading, user, requiresPlan, expected) => {
    expect(decideAccess({ isLoading, user, requiresPlan })).toBe(expected);
  });

  it('shows the marketing-role card on an editors’ page to a signed-in user without the role, and the page to an editor', () => {
    const editor: UserProfile = { id: 'e1', canEditContent: true };
    const agent: UserProfile = { id: 'a1', plan: 'professional', canEditContent: false };
    const admin: UserProfile = { id: 'ad', role: 'admin', canEditContent: true };
    const page = (isLoading: boolean, user: UserProfile | null) => decideAccess({ isLoading, user, requiresPlan: false, requiresContentEditor: true });
    expect(page(true, null)).toBe('loading');
    expect(page(false, null)).toBe('redirect-login');
    expect(page(false, agent)).toBe('content-editor-required');
    expect(page(false, withPlan)).toBe('content-editor-required');
    // Only `true` counts, not a truthy stray value.
    expect(page(false, { id: 'x', canEditContent: 'yes' })).toBe('content-editor-required');
    expect(page(false, editor)).toBe('allowed');
    expect(page(false, admin)).toBe('allowed');
    // Other pages do not ask for the role.
    expect(decideAccess({ isLoading: false, user: agent, requiresPlan: true })).toBe('allowed');
  });

  it('accepts every plan tier as active', () => {
    for (const plan of ['starter', 'professional', 'enterprise', 'agency'] as const) {
      expect(decideAccess({ isLoading: false, user: { id: 'u', plan }, requiresPlan: true })).toBe('allowed');
    }
  });
});
