import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { type Agent, newAgent, subscribedAgent } from '../../auth/testing.js';
import { teamWith, type TestMember } from '../../teams/__tests__/team-helpers.js';

withTestDatabase();
const { app } = createTestApp();

async function addLead(agent: Agent, body: Record<string, unknown>): Promise<{ id: string }> {
  const res = await agent.post('/api/leads').send(body);
  if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
  return res.body as { id: string };
}

/** The export's records (header first), read back as a spreadsheet would split them. */
async function exported(agent: Agent, query = ''): Promise<string[][]> {
  const res = await agent.get(`/api/leads/export${query}`).buffer(true).expect(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['cache-control']).toBe('private, no-store');
  const text = res.text;
  expect(text.endsWith('\r\n')).toBe(true);
  return Papa.parse<string[]>(text.slice(0, -2), { newline: '\r\n' }).data;
}

describe('GET /api/leads/export', () => {
  it('answers 401 to a visitor and 400 to filters the list refuses', async () => {
    await newAgent(app).get('/api/leads/export').expect(401);
    const { agent } = await subscribedAgent(app);
    const res = await agent.get('/api/leads/export?stage=maybe').expect(400);
    expect(res.body.message).toMatch(/Stage must be one of/);
  });

  it('writes every lead the filters and search match, across the list’s pages, in its order; never another agent’s', async () => {
    const { agent } = await subscribedAgent(app);
    const { agent: other } = await subscribedAgent(app);
    await addLead(other, { name: 'Not Mine Buyer', email: 'other@example.com', source: 'facebook', stage: 'qualified' });
    // 130 matching: more than the list's page (50) and the export's own page (100).
    for (let start = 0; start < 130; start += 26) {
      await Promise.all(
        Array.from({ length: 26 }, (_, i) =>
          addLead(agent, { name: `Buyer ${String(start + i).padStart(3, '0')}`, email: `b${start + i}@example.com`, source: 'facebook', stage: 'qualified' }),
        ),
      );
    }
    await addLead(agent, { name: 'Buyer Other Stage', email: 'stage@example.com', source: 'facebook', stage: 'new' });
    await addLead(agent, { name: 'Buyer Other Source', email: 'source@example.com', source: 'website', stage: 'qualified' });
    await addLead(agent, { name: 'Seller Qualified', email: 'seller@example.com', source: 'facebook', stage: 'qualified' });

    const [header, ...rows] = await exported(agent, '?stage=qualified&source=facebook&q=buyer&sort=name');
    expect(header).toEqual(['Name', 'Email', 'Phone', 'Source', 'Stage', 'Score', 'Last message', 'Created', 'Follow-up']);
    expect(rows).toHaveLength(130);
    expect(rows.map((r) => r[0])).toEqual(Array.from({ length: 130 }, (_, i) => `Buyer ${String(i).padStart(3, '0')}`));
    expect(rows.every((r) => r[3] === 'Facebook' && r[4] === 'Qualified')).toBe(true);

    const all = (await exported(agent)).slice(1).map((r) => r[0]);
    expect(all).toHaveLength(133);
    expect(all).not.toContain('Not Mine Buyer');
  });

  it('writes an E.164 phone as it is and guards a cell that would run as a formula', async () => {
    const { agent } = await subscribedAgent(app);
    await addLead(agent, { name: '=HYPERLINK("http://evil.example","Click")', phone: '+14155550123' });
    await addLead(agent, { name: '+1+2 Mallory', email: 'm@example.com' });

    const res = await agent.get('/api/leads/export?sort=name').buffer(true).expect(200);
    expect(res.text).toContain('"+14155550123"');
    expect(res.text).not.toContain("'+14155550123");
    const rows = Papa.parse<string[]>(res.text.trim()).data.slice(1);
    const hyperlink = rows.find((r) => r[0]?.includes('HYPERLINK'));
    expect(hyperlink?.[0]).toBe('\'=HYPERLINK("http://evil.example","Click")');
    expect(hyperlink?.[2]).toBe('+14155550123');
    expect(rows.find((r) => r[0]?.includes('Mallory'))?.[0]).toBe("'+1+2 Mallory");
  });

  it('a team agent exports their own leads and the pool, not another member’s; the owner exports all', async () => {
    const { owner, members } = await teamWith(app, 2);
    const [a, b] = members as [TestMember, TestMember];
    const assign = async (name: string, to: string | null) => {
      const lead = await addLead(owner.agent, { name, email: `${name.toLowerCase()}@example.com` });
      await owner.agent.patch(`/api/leads/${lead.id}`).send({ assignedTo: to }).expect(200);
    };
    await assign('Mine', a.id);
    await assign('Theirs', b.id);
    await assign('Pool', null);

    const names = async (m: TestMember, q = '') =>
      (await exported(m.agent, q))
        .slice(1)
        .map((r) => r[0])
        .sort();
    expect(await names(a)).toEqual(['Mine', 'Pool']);
    expect(await names(a, '?assigned=me')).toEqual(['Mine']);
    expect(await names(owner)).toEqual(['Mine', 'Pool', 'Theirs']);
  });
});
