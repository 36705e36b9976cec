import { Router } from '@koa/router';
import {
  LeadBulkInput,
  LeadConsentRecordInput,
  LeadCountsQuery,
  LeadCreateInput,
  LeadIdParams,
  LeadListQuery,
  LeadMergeInput,
  LeadNoteInput,
  LeadPatchInput,
} from '@leadnest/contracts';

import { accountOf, currentUser, listOwner, managesTeam, requireUser } from '../../lib/auth.js';
import { noStore } from '../../lib/no-store.js';
import { validate, validated } from '../../lib/validate.js';
import { declareAccess } from '../billing/route-access.js';
import type { ModuleDeps } from '../types.js';
import { assignInBulk, claimLead } from './assignment/lead-assignment.js';
import { recordConsent } from './consent/record-consent.js';
import { exportLeadsCsv } from './export/leads-export.js';
import { changeStageInBulk, deleteInBulk } from './leads.bulk.js';
import { countLeads, listLeads } from './leads.query.js';
import { addNote, createLeadByHand, deleteLead, getLead, mergeLeads, patchLead, visibleLeadIds } from './leads.service.js';

const list = { query: LeadListQuery };
const counts = { query: LeadCountsQuery };
const create = { body: LeadCreateInput };
const byId = { params: LeadIdParams };
const patch = { params: LeadIdParams, body: LeadPatchInput };
const note = { params: LeadIdParams, body: LeadNoteInput };
const merge = { params: LeadIdParams, body: LeadMergeInput };
const bulk = { body: LeadBulkInput };
const consent = { params: LeadIdParams, body: LeadConsentRecordInput };

/**
 * Lead management (spec part 2 §7): GET /api/leads (filters,
 * cursor pages), GET /api/leads/counts, POST /api/leads, GET and PATCH
 * /api/leads/{id}, POST /api/leads/{id}/notes and /consent. POST /api/leads/{id}/call is
 * campaigns' Call Now (call-now.router.ts, mounted before this router).
 * Every route: 401 without a session (checked before validation, so a
 * visitor learns nothing from 400s), 404 for another user's lead.
 * What follows a change (its conversations, the dashboard's figures, the
 * Mailchimp sync) is the leads service's events, not this router's.
 */
/** The list's account: the team's (a site admin may name another user's with ?userId=). */
const ownerOf = (ctx: Parameters<typeof accountOf>[0], userId: string | undefined) => (userId ? listOwner(ctx, userId) : accountOf(ctx));
const viewerOf = (ctx: Parameters<typeof accountOf>[0]) => {
  const user = currentUser(ctx);
  return { userId: user.id, seesAll: managesTeam(user) || user.role === 'admin' };
};

export function leadsRouter(_deps: ModuleDeps): Router {
  const router = new Router();
  // A plan is required (402 PLAN_REQUIRED): leads are part of the subscription.
  router.use('/leads', requireUser, noStore);

  // Before /leads/:id, which would otherwise take 'counts' for an id.
  router.get('/leads/counts', validate(counts), async (ctx) => {
    const { query } = validated(ctx, counts);
    ctx.body = await countLeads(ownerOf(ctx, query.userId), { ...query, viewer: viewerOf(ctx) });
  });

  router.get('/leads', validate(list), async (ctx) => {
    const { query } = validated(ctx, list);
    ctx.body = await listLeads(ownerOf(ctx, query.userId), { ...query, viewer: viewerOf(ctx) });
  });

  router.post('/leads', validate(create), async (ctx) => {
    const { body } = validated(ctx, create);
    const { lead, merged } = await createLeadByHand(accountOf(ctx), body);
    // 200 and `merged` when the email or phone was already one of the agent's leads: it went into that one.
    ctx.status = merged ? 200 : 201;
    ctx.body = { ...lead, merged };
  });

  // Bulk select → change stage or delete; before /leads/:id like counts.
  router.post('/leads/bulk', validate(bulk), async (ctx) => {
    const { body } = validated(ctx, bulk);
    const user = currentUser(ctx);
    const userId = accountOf(ctx);
    // An agent acts on their own leads and the pool only.
    const ids = managesTeam(user) ? body.ids : await visibleLeadIds(user, body.ids);
    if (body.action === 'delete') {
      ctx.body = { action: 'delete', count: await deleteInBulk(userId, ids) };
    } else if (body.action === 'assign') {
      ctx.body = { action: 'assign', count: await assignInBulk(user, ids, body.assignedTo) };
    } else {
      const moved = await changeStageInBulk(userId, ids, body.stage);
      ctx.body = { action: 'stage', count: moved.length };
    }
  });

  router.get('/leads/export', ...exportLeadsCsv); // the whole filtered list as CSV (export/leads-export.ts); before /leads/:id

  router.get('/leads/:id', validate(byId), async (ctx) => {
    const { params } = validated(ctx, byId);
    ctx.body = await getLead(currentUser(ctx), params.id);
  });

  router.patch('/leads/:id', validate(patch), async (ctx) => {
    const { params, body } = validated(ctx, patch);
    ctx.body = await patchLead(currentUser(ctx), params.id, body);
  });

  // An agent takes a lead from the pool; of members racing for one, one wins (409 LEAD_CLAIMED for the others).
  router.post('/leads/:id/claim', validate(byId), async (ctx) => {
    ctx.body = await claimLead(currentUser(ctx), validated(ctx, byId).params.id);
  });

  router.post('/leads/:id/notes', validate(note), async (ctx) => {
    const { params, body } = validated(ctx, note);
    ctx.status = 201;
    ctx.body = await addNote(currentUser(ctx), params.id, body.note);
  });

  // "Record consent": what the agent attests the person agreed to (consent/record-consent.ts).
  router.post('/leads/:id/consent', validate(consent), async (ctx) => {
    const { params, body } = validated(ctx, consent);
    ctx.status = 201;
    ctx.body = await recordConsent(currentUser(ctx), params.id, body);
  });

  router.delete('/leads/:id', validate(byId), async (ctx) => {
    const { params } = validated(ctx, byId);
    await deleteLead(currentUser(ctx), params.id);
    ctx.status = 204;
  });

  router.post('/leads/:id/merge', validate(merge), async (ctx) => {
    const { params, body } = validated(ctx, merge);
    ctx.body = (await mergeLeads(currentUser(ctx), params.id, body.otherId)).kept;
  });

  return declareAccess(router, { default: 'plan' });
}
