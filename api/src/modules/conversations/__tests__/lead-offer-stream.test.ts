import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type { LeadOfferEventDto } from '@leadnest/contracts';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { domainEvents, type LeadOffered } from '../../../lib/events/domain-events.js';
import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { joinedMember, teamWith, type TestMember } from '../../teams/__tests__/team-helpers.js';
import { leadOfferBlock, UNNAMED_OFFERED_LEAD } from '../lead-offer-stream.js';

/*
 * First to claim in the app (docs/decisions/0034-teams.md): a new lead's
 * offer reaches each claimant's event stream as `lead-offered`, and no one
 * else's. A stream hears events in the order they are published, so a
 * last offer every stream is a claimant of (the marker) proves that an
 * earlier one did not come: no waiting for something not to happen.
 */

withTestDatabase();
const { app } = createTestApp();

let server: http.Server;
let base = '';
beforeAll(async () => {
  server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The member's event stream, signed in as a browser is (the helpers' members sign up with this password). */
async function openStream(member: TestMember) {
  const signIn = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: member.email, password: 'correct horse' }),
  });
  expect(signIn.status).toBe(200);
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
  const controller = new AbortController();
  const res = await fetch(`${base}/api/conversations/events`, {
    headers: { Cookie: cookie },
    signal: AbortSignal.any([controller.signal, AbortSignal.timeout(15_000)]),
  });
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  /** The `lead-offered` events up to the one for `leadId`; the stream is closed after. */
  async function offersUntil(leadId: string): Promise<LeadOfferEventDto[]> {
    const offers: LeadOfferEventDto[] = [];
    while (offers.at(-1)?.leadId !== leadId) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      const blocks = text.split('\n\n');
      text = blocks.pop() ?? '';
      for (const block of blocks) {
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (block.startsWith('event: lead-offered\n') && data) offers.push(JSON.parse(data.slice(6)) as LeadOfferEventDto);
      }
    }
    controller.abort();
    return offers;
  }
  return { offersUntil };
}

const marker = (accountId: string, claimants: string[]): LeadOffered => ({ accountId, leadId: 'marker', claimants, claimWindowMinutes: 1, leadName: 'Marker' });

describe('GET /api/conversations/events: lead offers', () => {
  it('a claimant’s stream hears a new lead offered to them; a member it was not offered to, or another account’s offer, does not', async () => {
    const { owner, members } = await teamWith(app, 2);
    const [claimant] = members as [TestMember, TestMember];
    const admin = await joinedMember(app, owner, 'admin'); // not an agent: first to claim offers to the agents
    await owner.agent.put('/api/team/routing').send({ mode: 'first_to_claim', claimWindowMinutes: 10 }).expect(200);
    const claimantStream = await openStream(claimant);
    const adminStream = await openStream(admin);

    const lead = (await owner.agent.post('/api/leads').send({ name: 'Sam Ortiz' }).expect(201)).body as { id: string; assignedTo: string | null };
    expect(lead.assignedTo).toBeNull();
    // The same members, in another account: not this stream's.
    await domainEvents.publish('lead.offered', { ...marker(String(new Types.ObjectId()), [claimant.id, admin.id]), leadId: 'elsewhere' });
    await domainEvents.publish('lead.offered', marker(owner.id, [claimant.id, admin.id]));

    const heard = await claimantStream.offersUntil('marker');
    expect(heard).toEqual([
      { leadId: lead.id, leadName: 'Sam Ortiz', claimWindowMinutes: 10, offeredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      { leadId: 'marker', leadName: 'Marker', claimWindowMinutes: 1, offeredAt: expect.any(String) },
    ]);
    expect(await adminStream.offersUntil('marker')).toEqual([expect.objectContaining({ leadId: 'marker' })]);
  });
});

describe('leadOfferBlock', () => {
  const offer: LeadOffered = { accountId: 'acc', leadId: 'l1', claimants: ['m1', 'm2'], claimWindowMinutes: 5 };
  const at = new Date('2026-03-02T10:00:00.000Z');

  it('names the lead when the offer does, "A new lead" when it does not', () => {
    const data = (block: string | null) => JSON.parse(block!.split('\n')[1]!.slice('data: '.length)) as LeadOfferEventDto;
    expect(leadOfferBlock({ ...offer, leadName: 'Dana Reyes' }, 'acc', 'm2', at)).toBe(
      'event: lead-offered\ndata: {"leadId":"l1","leadName":"Dana Reyes","claimWindowMinutes":5,"offeredAt":"2026-03-02T10:00:00.000Z"}\n\n',
    );
    expect(data(leadOfferBlock(offer, 'acc', 'm1', at)).leadName).toBe(UNNAMED_OFFERED_LEAD);
    expect(data(leadOfferBlock({ ...offer, leadName: '  ' }, 'acc', 'm1', at)).leadName).toBe('A new lead');
  });

  it('is for the account’s claimants only', () => {
    expect(leadOfferBlock(offer, 'acc', 'm3', at)).toBeNull();
    expect(leadOfferBlock(offer, 'other', 'm1', at)).toBeNull();
  });
});
