import { afterEach, describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { subscribedAgent } from '../../auth/testing.js';
import { exportLimits } from '../export/leads-export.js';

withTestDatabase();
const { app } = createTestApp();

describe('GET /api/leads/export beyond the cap', () => {
  // A cap of 3 here, so the test adds 4 leads rather than 10,001 (a module mock would not reach a module other files loaded first).
  const cap = exportLimits.max;
  afterEach(() => {
    exportLimits.max = cap;
  });

  it('answers 400 with what to do when the filters match more leads than one export writes; a narrower list exports', async () => {
    exportLimits.max = 3;
    const { agent } = await subscribedAgent(app);
    for (const [name, stage] of [
      ['Ann', 'new'],
      ['Bob', 'new'],
      ['Cid', 'qualified'],
      ['Dee', 'qualified'],
    ]) {
      await agent
        .post('/api/leads')
        .send({ name, email: `${name}@example.com`, stage })
        .expect(201);
    }
    const res = await agent.get('/api/leads/export').expect(400);
    expect(res.body).toMatchObject({
      code: 'EXPORT_TOO_LARGE',
      message: 'This list has 4 leads; up to 3 can be exported at once. Narrow it with a stage, a source or a search, then export again.',
    });
    const narrowed = await agent.get('/api/leads/export?stage=qualified').buffer(true).expect(200);
    expect(narrowed.text.trim().split('\r\n')).toHaveLength(3);
  });
});
