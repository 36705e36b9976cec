import type { Middleware } from 'koa';

import { AccountSettingsError } from './teams.errors.js';

/**
 * What only a team's owner manages (docs/decisions/0034-teams.md): the
 * account's phone numbers and calls, campaigns, billing, lead sources and
 * keys, capture pages and the assistant's scripts. They are keyed by the
 * owner's id, like every shared record, and a member's own id holds none of
 * them: a member's call to one of these paths would read or change an empty
 * account of their own, so it is refused instead. Members work leads,
 * conversations, their calendar, their follow-ups, templates and reports.
 * Paths after /api; a prefix covers what lies under it.
 */
export const OWNER_ONLY_PATHS: readonly string[] = [
  '/ai-scripts',
  '/assign-phone-number',
  '/assistant/preview',
  '/billing',
  '/call-list-contacts',
  '/call-lists',
  '/call-logs',
  '/campaign-settings',
  '/chat-widget',
  '/crm-connections',
  '/integrations/facebook',
  '/integrations/mailchimp',
  '/invoices',
  '/lead-capture-pages',
  '/phone-numbers',
  '/phone/settings',
  '/porting-requests',
  '/subscription',
  '/twilio/configure',
  '/twilio/purchase',
  '/twilio/validate',
  '/user-api-keys',
  '/user/sms-settings',
];

/** The assistant's objectives, under the user's own id (PATCH /users/{id}/ai-objectives). */
const AI_OBJECTIVES = /^\/users\/[^/]+\/ai-objectives\/?$/;

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** True when `apiPath` (after /api) is the account's, managed by the team's owner only. */
export const isOwnerOnlyPath = (apiPath: string): boolean => AI_OBJECTIVES.test(apiPath) || OWNER_ONLY_PATHS.some((prefix) => under(apiPath, prefix));

/**
 * 403 TEAM_OWNER_ONLY for a member of a shared team who is not its owner,
 * on the account's settings. After teamContext; a team of one (and every
 * visitor, and every webhook) passes untouched.
 */
export const accountSettingsGuard: Middleware = (ctx, next) => {
  const user = ctx.state.user;
  if (user?.sharedTeam && user.teamRole && user.teamRole !== 'owner' && ctx.path.startsWith('/api/') && isOwnerOnlyPath(ctx.path.slice(4))) {
    throw new AccountSettingsError();
  }
  return next();
};
