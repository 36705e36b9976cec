import { Router } from '@koa/router';
import {
  LeadBulkInput,
  LeadCountsQuery,
  LeadCreateInput,
  LeadIdParams,
  LeadListQuery,
  LeadMergeInput,
  LeadNoteInput,
  LeadPatchInput,
} from '@leadnest/contracts';

import { currentUser, listOwner, requireUser } from '../../lib/auth.js';
import { noStore } from '../../lib/no-store.js';
import { validate, validated } from '../../lib/validate.js';
import { requirePlan } from '../billing/plan-gate.js';
import type { ModuleDeps } from '../types.js';
import { changeStageInBulk, deleteInBulk } from './leads.bulk.js';
import { countLeads, listLeads } from './leads.query.js';
import { addNote, createLeadByHand, deleteLead, getLead, mergeLeads, patchLead } from './leads.service.js';

const list = { query: LeadListQuery };
const counts = { query: LeadCountsQuery };
const create = { body: LeadCreateInput };
const byId = { params: LeadIdParams };
const patch = { params: LeadIdParams, body: LeadPatchInput };
const note = { params: LeadIdParams, body: LeadNoteInput };
const merge = { params: LeadIdParams, body: LeadMergeInput };
const bulk = { body: LeadBulkInput };

/**
 * Lead management (spec part 2 §7): GET /api/leads (filters,
 * cursor pages), GET /api/leads/counts, POST /api/leads, GET and PATCH
 * /api/leads/{id}, POST /api/leads/{id}/notes. POST /api/leads/{id}/call is
 * campaigns' Call Now (call-now.router.ts, mounted before this router).
 * Every route: 401 without a session (checked before validation, so a
 * visitor learns nothing from 400s), 404 for another user's lead.
 * What follows a change (its conversations, the dashboard's figures, the
 * Mailchimp sync) is the leads service's events, not this router's.
 */
export function leadsRouter(_deps: ModuleDeps): Router {
  const router = new Router();
  // A plan is required (402 PLAN_REQUIRED): leads are part of the subscription.
  router.use('/leads', requireUser, requirePlan, noStore);

  // Before /leads/:id, which would otherwise take 'counts' for an id.
  router.get('/leads/counts', validate(counts), async (ctx) => {
    const { query } = validated(ctx, counts);
    ctx.body = await countLeads(listOwner(ctx, query.userId), query);
  });

  router.get('/leads', validate(list), async (ctx) => {
    const { query } = validated(ctx, list);
    ctx.body = await listLeads(listOwner(ctx, query.userId), query);
  });

  router.post('/leads', validate(create), async (ctx) => {
    const { body } = validated(ctx, create);
    const { lead, merged } = await createLeadByHand(currentUser(ctx).id, body);
    // 200 and `merged` when the email or phone was already one of the agent's leads: it went into that one.
    ctx.status = merged ? 200 : 201;
    ctx.body = { ...lead, merged };
  });

  // Bulk select → change stage or delete; before /leads/:id like counts.
  router.post('/leads/bulk', validate(bulk), async (ctx) => {
    const { body } = validated(ctx, bulk);
    const userId = currentUser(ctx).id;
    if (body.action === 'delete') {
      ctx.body = { action: 'delete', count: await deleteInBulk(userId, body.ids) };
    } else {
      const moved = await changeStageInBulk(userId, body.ids, body.stage);
      ctx.body = { action: 'stage', count: moved.length };
    }
  });

  router.get('/leads/:id', validate(byId), async (ctx) => {
    const { params } = validated(ctx, byId);
    ctx.body = await getLead(currentUser(ctx), params.id);
  });

  router.patch('/leads/:id', validate(patch), async (ctx) => {
    const { params, body } = validated(ctx, patch);
    ctx.body = await patchLead(currentUser(ctx), params.id, body);
  });

  router.post('/leads/:id/notes', validate(note), async (ctx) => {
    const { params, body } = validated(ctx, note);
    ctx.status = 201;
    ctx.body = await addNote(currentUser(ctx), params.id, body.note);
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

  return router;
}
