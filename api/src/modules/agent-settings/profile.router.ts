import { Router } from '@koa/router';
import { AiObjectivesInput, ProfileUpdateInput, UserIdParams, UserPatchInput } from '@leadnest/contracts';
import type { Context } from 'koa';

import { currentUser, requireSelfOrAdmin, requireUser } from '../../lib/auth.js';
import { validate, validated } from '../../lib/validate.js';
import { SessionUserGoneError } from '../identity/identity.errors.js';
import type { ModuleDeps } from '../types.js';
import { memberProfile, toProfile } from './profile.dto.js';
import { findUser, getUser, type User } from './profile.service.js';
import { patchUser, setAiObjectives, updateProfile } from './settings.service.js';

const profileUpdate = { body: ProfileUpdateInput };
const userRead = { params: UserIdParams };
const userPatch = { params: UserIdParams, body: UserPatchInput };
const objectivesPatch = { params: UserIdParams, body: AiObjectivesInput };

/**
 * GET /api/user/profile's body, serialised once per user: findUser hands
 * out the same read-only object while the account and the settings it is
 * composed of stay in their caches (until a write replaces one), and this is the one read every page view of every signed-in
 * user makes.
 */
const profileBodies = new WeakMap<User, string>();
const JSON_TYPE = 'application/json; charset=utf-8';
function profileBody(user: User): string {
  let body = profileBodies.get(user);
  if (body === undefined) {
    body = JSON.stringify(toProfile(user));
    profileBodies.set(user, body);
  }
  return body;
}

/** Profiles are the user's own: never cached by a shared cache, never kept after sign-out. */
function noStore(ctx: Context): void {
  ctx.set('Cache-Control', 'private, no-store');
}

/**
 * The signed-in user's profile (GET/PUT /api/user/profile) and users by id
 * (GET/PATCH /api/users/{id}: the user themself or an admin, else 403).
 */
export function profileRouter(_deps: ModuleDeps): Router {
  const router = new Router();

  router.get('/user/profile', requireUser, async (ctx) => {
    const me = currentUser(ctx);
    const user = await findUser(me.id);
    // A session whose user was deleted is no session.
    if (!user) throw new SessionUserGoneError();
    noStore(ctx);
    // The header itself, not ctx.type = 'json' (a mime lookup on every request).
    ctx.set('Content-Type', JSON_TYPE);
    // A member works under the team owner's plan (docs/decisions/0034-teams.md): the pages' plan guard reads it here.
    // A member who is not the owner also says their role, so the app hides what the owner manages.
    const account = me.accountId && me.accountId !== me.id ? await findUser(me.accountId) : undefined;
    ctx.body = account ? JSON.stringify(memberProfile(toProfile(user), account.plan, me.teamRole)) : profileBody(user);
  });

  router.put('/user/profile', requireUser, validate(profileUpdate), async (ctx) => {
    const { body } = validated(ctx, profileUpdate);
    noStore(ctx);
    ctx.body = toProfile(await updateProfile(currentUser(ctx).id, body));
  });

  router.get('/users/:id', requireSelfOrAdmin('id'), validate(userRead), async (ctx) => {
    const { params } = validated(ctx, userRead);
    noStore(ctx);
    ctx.body = toProfile(await getUser(params.id));
  });

  router.patch('/users/:id', requireSelfOrAdmin('id'), validate(userPatch), async (ctx) => {
    const { params, body } = validated(ctx, userPatch);
    noStore(ctx);
    const user = await patchUser(params.id, body);
    ctx.body = toProfile(user);
  });

  router.patch('/users/:id/ai-objectives', requireSelfOrAdmin('id'), validate(objectivesPatch), async (ctx) => {
    const { params, body } = validated(ctx, objectivesPatch);
    noStore(ctx);
    ctx.body = toProfile(await setAiObjectives(params.id, body));
  });

  return router;
}
