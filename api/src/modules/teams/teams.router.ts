import { Router } from '@koa/router';
import {
  TeamIdParams,
  TeamInviteInput,
  TeamJoinInput,
  TeamMemberPatchInput,
  TeamMemberRemoveInput,
  TeamPatchInput,
  TeamRoutingInput,
  TeamUserParams,
} from '@leadnest/contracts';
import { z } from 'zod';

import { currentUser, requireUser } from '../../lib/auth.js';
import { noStore } from '../../lib/no-store.js';
import { validate, validated } from '../../lib/validate.js';
import { declareAccess } from '../billing/route-access.js';
import type { ModuleDeps } from '../types.js';
import { inviteMember, joinTeam, previewInvite, resendInvite, revokeInvite } from './team-invites.js';
import { changeMember, getRouting, getTeam, removeMember, renameTeam, setRouting } from './teams.service.js';

const rename = { body: TeamPatchInput };
const invite = { body: TeamInviteInput };
const byInvite = { params: TeamIdParams };
const join = { body: TeamJoinInput };
const preview = { query: z.object({ token: TeamJoinInput.shape.token }) };
const memberPatch = { params: TeamUserParams, body: TeamMemberPatchInput };
const memberRemove = { params: TeamUserParams, body: TeamMemberRemoveInput.optional().default({}) };
const routing = { body: TeamRoutingInput };

/**
 * The team (docs/decisions/0034-teams.md): GET/PATCH /api/team, invites,
 * join, members and routing. Anyone signed in reads their own team; owners
 * and admins change it (403 TEAM_ROLE for agents). Another team's invite or
 * member ids are 404. GET /api/team/join?token= needs no session: the join
 * page shows what the link offers before sign-in.
 */
export function teamsRouter(deps: ModuleDeps): Router {
  const router = new Router();

  router.get('/team/join', noStore, validate(preview), async (ctx) => {
    ctx.body = await previewInvite(validated(ctx, preview).query.token);
  });
  // Joining needs a session, not a plan: the team's plan is its owner's.
  router.post('/team/join', requireUser, noStore, validate(join), async (ctx) => {
    ctx.body = await joinTeam(currentUser(ctx), validated(ctx, join).body.token);
  });

  // Registered after the join routes, which answer first.
  router.use('/team', requireUser, noStore);
  router.get('/team', async (ctx) => {
    ctx.body = await getTeam(currentUser(ctx));
  });
  router.patch('/team', validate(rename), async (ctx) => {
    ctx.body = await renameTeam(currentUser(ctx), validated(ctx, rename).body.name);
  });
  router.post('/team/invites', validate(invite), async (ctx) => {
    ctx.status = 201;
    ctx.body = await inviteMember(deps, currentUser(ctx), validated(ctx, invite).body);
  });
  router.post('/team/invites/:id/resend', validate(byInvite), async (ctx) => {
    ctx.body = await resendInvite(deps, currentUser(ctx), validated(ctx, byInvite).params.id);
  });
  router.delete('/team/invites/:id', validate(byInvite), async (ctx) => {
    await revokeInvite(currentUser(ctx), validated(ctx, byInvite).params.id);
    ctx.status = 204;
  });
  router.patch('/team/members/:userId', validate(memberPatch), async (ctx) => {
    const { params, body } = validated(ctx, memberPatch);
    ctx.body = await changeMember(currentUser(ctx), params.userId, body);
  });
  router.delete('/team/members/:userId', validate(memberRemove), async (ctx) => {
    const { params, body } = validated(ctx, memberRemove);
    await removeMember(currentUser(ctx), params.userId, body.reassignTo ?? null);
    ctx.status = 204;
  });
  router.get('/team/routing', async (ctx) => {
    ctx.body = await getRouting(currentUser(ctx));
  });
  router.put('/team/routing', validate(routing), async (ctx) => {
    ctx.body = await setRouting(currentUser(ctx), validated(ctx, routing).body);
  });

  return declareAccess(router, { default: 'plan', routes: { 'GET /team/join': 'public', 'POST /team/join': 'signedIn' } });
}
