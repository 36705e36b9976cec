import { Router } from '@koa/router';
import { CallListCreateInput, CallListUpdateInput, CAMPAIGN_MESSAGES as M, ContactInput, ContactUpdateInput } from '@leadnest/contracts';
import type { Context } from 'koa';
import { z } from 'zod';

import { currentUser, requireSelfOrAdmin, requireUser } from '../../lib/auth.js';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../../lib/errors.js';
import { validate, validated } from '../../lib/validate.js';
import { declareAccess } from '../billing/route-access.js';
import type { ModuleDeps } from '../types.js';
import { DEFAULT_MAX_CONCURRENT_CALLS, MAX_CONCURRENT_CALLS_LIMIT, maxConcurrentCalls, setMaxConcurrentCalls } from './campaign-settings.service.js';
import { createCallList, deleteCallList, listCallLists, ownList, refreshCounters, startCallList, updateCallList } from './campaigns.service.js';
import { addContact, deleteContact, listContacts, splitPastedNumbers, updateContact } from './contacts.service.js';
import { importCsv } from './import.service.js';

const hexId = (message: string) => z.string().regex(/^[0-9a-f]{24}$/i, { error: message });
const byId = { params: z.object({ id: hexId(M.listNotFound) }) };
const byOwner = { params: z.object({ userId: hexId('userId is not a valid id.') }) };
const byCampaign = { params: z.object({ campaignId: hexId(M.listNotFound) }) };
const contactById = { params: z.object({ id: hexId(M.contactNotFound) }) };
const createIn = { body: CallListCreateInput };
const updateIn = { params: byId.params, body: CallListUpdateInput };
const contactIn = { params: byId.params, body: ContactInput };
const contactUpdateIn = { params: contactById.params, body: ContactUpdateInput };
const importQuery = z.object({ name: z.string().max(120).optional(), attestConsent: z.enum(['true', 'false']).optional() });
const importIn = { params: byId.params, query: importQuery };
const importNewIn = { query: importQuery };
const settingsIn = {
  body: z.strictObject({
    maxConcurrentCalls: z
      .number({ error: `Concurrent calls is a number from 1 to ${MAX_CONCURRENT_CALLS_LIMIT}.` })
      .int()
      .min(1)
      .max(MAX_CONCURRENT_CALLS_LIMIT, { error: `Concurrent calls is a number from 1 to ${MAX_CONCURRENT_CALLS_LIMIT}.` }),
  }),
};

/** 50,000 rows of name, phone, email and notes fit well inside this. */
const CSV_MAX_BYTES = 20 * 1024 * 1024;

/** The CSV is the request body itself (text/csv), read here with its own limit: the JSON parser's 1 MB is for forms. */
async function csvBody(ctx: Context): Promise<string> {
  if (!ctx.is('text/csv', 'text/plain', 'application/vnd.ms-excel')) throw new UnsupportedMediaTypeError('Send the file as text/csv.');
  if ((ctx.request.length ?? 0) > CSV_MAX_BYTES) throw new PayloadTooLargeError('The file is larger than 20 MB.');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > CSV_MAX_BYTES) throw new PayloadTooLargeError('The file is larger than 20 MB.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Outbound campaigns (spec part 2 §7 call-list calls). Every
 * route is the signed-in agent's own: another agent's list or contact is a
 * 403, an unknown one a 404.
 */
export function campaignsRouter(_deps: ModuleDeps): Router {
  const router = new Router();
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'private, no-store');

  router.get('/call-lists', requireUser, async (ctx) => {
    noStore(ctx);
    ctx.body = await listCallLists(currentUser(ctx).id);
  });
  router.get('/call-lists/:userId', requireSelfOrAdmin('userId'), validate(byOwner), async (ctx) => {
    noStore(ctx);
    ctx.body = await listCallLists(validated(ctx, byOwner).params.userId);
  });

  router.post('/call-lists', requireUser, validate(createIn), async (ctx) => {
    const { body } = validated(ctx, createIn);
    if (body.phoneNumbers !== undefined && splitPastedNumbers(body.phoneNumbers).length === 0)
      throw new BadRequestError(M.noNumbers, undefined, { code: 'NO_NUMBERS' });
    if (body.phoneNumbers === undefined && body.script === undefined)
      throw new BadRequestError(M.scriptMissing, { script: M.scriptMissing }, { code: 'SCRIPT_REQUIRED' });
    const created = await createCallList(currentUser(ctx).id, body);
    ctx.status = 201;
    ctx.body = { ...created.callList, added: created.added, duplicates: created.duplicates, errors: created.errors };
  });

  router.post('/call-lists/import', requireUser, validate(importNewIn), async (ctx) => {
    const { query } = validated(ctx, importNewIn);
    const text = await csvBody(ctx);
    ctx.status = 201;
    ctx.body = await importCsv(currentUser(ctx).id, { newListName: query.name }, text, query.attestConsent === 'true');
  });

  router.put('/call-lists/:id', requireUser, validate(updateIn), async (ctx) => {
    const { params, body } = validated(ctx, updateIn);
    ctx.body = await updateCallList(currentUser(ctx), params.id, body);
  });

  // Start Calls: the dialer (a durable job) starts now; Enterprise and Agency plans only.
  router.post('/call-lists/:id/start', requireUser, validate(byId), async (ctx) => {
    ctx.body = await startCallList(currentUser(ctx), validated(ctx, byId).params.id);
  });

  router.get('/campaign-settings', requireUser, async (ctx) => {
    noStore(ctx);
    ctx.body = { maxConcurrentCalls: await maxConcurrentCalls(currentUser(ctx).id), defaultMaxConcurrentCalls: DEFAULT_MAX_CONCURRENT_CALLS };
  });
  router.put('/campaign-settings', requireUser, validate(settingsIn), async (ctx) => {
    const { body } = validated(ctx, settingsIn);
    await setMaxConcurrentCalls(currentUser(ctx).id, body.maxConcurrentCalls);
    ctx.body = { maxConcurrentCalls: body.maxConcurrentCalls, defaultMaxConcurrentCalls: DEFAULT_MAX_CONCURRENT_CALLS };
  });

  router.delete('/call-lists/:id', requireUser, validate(byId), async (ctx) => {
    await deleteCallList(currentUser(ctx), validated(ctx, byId).params.id);
    ctx.status = 204;
  });

  router.get('/call-lists/:id/contacts', requireUser, validate(byId), async (ctx) => {
    noStore(ctx);
    ctx.body = await listContacts(await ownList(currentUser(ctx), validated(ctx, byId).params.id, 'read'));
  });
  router.get('/call-list-contacts/:campaignId', requireUser, validate(byCampaign), async (ctx) => {
    noStore(ctx);
    ctx.body = await listContacts(await ownList(currentUser(ctx), validated(ctx, byCampaign).params.campaignId, 'read'));
  });

  router.post('/call-lists/:id/contacts', requireUser, validate(contactIn), async (ctx) => {
    const { params, body } = validated(ctx, contactIn);
    const list = await ownList(currentUser(ctx), params.id);
    const contact = await addContact(list, body);
    await refreshCounters(list._id);
    ctx.status = 201;
    ctx.body = contact;
  });

  router.post('/call-lists/:id/import', requireUser, validate(importIn), async (ctx) => {
    const { params, query } = validated(ctx, importIn);
    const list = await ownList(currentUser(ctx), params.id);
    const text = await csvBody(ctx);
    ctx.body = await importCsv(currentUser(ctx).id, list, text, query.attestConsent === 'true');
  });

  router.put('/call-list-contacts/:id', requireUser, validate(contactUpdateIn), async (ctx) => {
    const { params, body } = validated(ctx, contactUpdateIn);
    ctx.body = await updateContact(currentUser(ctx), params.id, body);
  });

  router.delete('/call-list-contacts/:id', requireUser, validate(contactById), async (ctx) => {
    const contact = await deleteContact(currentUser(ctx), validated(ctx, contactById).params.id);
    await refreshCounters(contact.callListId);
    ctx.status = 204;
  });

  return declareAccess(router, { default: 'bulkCalling' });
}
