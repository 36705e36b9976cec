import { Router } from '@koa/router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import type { ApiModule } from '../../modules/index.js';
import { createTestApp } from '../../test-support/index.js';
import { validate, validated } from '../validate.js';

const input = {
  params: z.object({ id: z.string().regex(/^\d+$/, { error: 'Lead id must be a number' }) }),
  query: z.object({ notify: z.enum(['yes', 'no']).default('no') }),
  body: z.object({
    firstName: z.string({ error: 'First name is required' }).min(1, { error: 'First name is required' }),
    phone: z.string({ error: 'Phone is required' }).regex(/^\+\d{10,15}$/, { error: 'Enter a phone number like +15551234567' }),
    address: z.object({ zip: z.string().length(5, { error: 'ZIP must be 5 digits' }) }).optional(),
  }),
};

const leads: ApiModule = () => {
  const router = new Router();
  router.put('/leads/:id', validate(input), (ctx) => {
    const { params, query, body } = validated(ctx, input);
    // Typed: these are the schemas' outputs.
    const id: string = params.id;
    const notify: 'yes' | 'no' = query.notify;
    ctx.body = { id, notify, name: body.firstName };
  });
  return router;
};

describe('validate()', () => {
  const { request } = createTestApp({ modules: [leads] });

  it('puts the parsed values on ctx.state.valid (defaults applied)', async () => {
    const res = await request.put('/api/leads/7').send({ firstName: 'Ada', phone: '+15551234567' }).expect(200);
    expect(res.body).toEqual({ id: '7', notify: 'no', name: 'Ada' });
  });

  it('answers 400 with the first message and one message per field', async () => {
    const res = await request
      .put('/api/leads/7')
      .send({ phone: '555', address: { zip: '1' } })
      .expect(400);
    expect(res.body).toEqual({
      message: 'First name is required',
      code: 'VALIDATION_FAILED',
      fields: { firstName: 'First name is required', phone: 'Enter a phone number like +15551234567', 'address.zip': 'ZIP must be 5 digits' },
      requestId: expect.any(String),
    });
  });

  it('checks route params and the query string too', async () => {
    const res = await request.put('/api/leads/abc?notify=maybe').send({ firstName: 'Ada', phone: '+15551234567' }).expect(400);
    expect(res.body.message).toBe('Lead id must be a number');
    expect(Object.keys(res.body.fields)).toEqual(['id', 'notify']);
  });

  it('names the body itself when it is not an object at all', async () => {
    const res = await request.put('/api/leads/7').send([]).expect(400);
    expect(res.body.fields).toHaveProperty('body');
  });
});
