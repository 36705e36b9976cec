import { describe, expect, it } from 'vitest';

import { channelMax, respond, SMS_MAX } from '..';

const now = new Date('2026-11-23T15:00:00Z');
const turn = { now, turn: 0, agentName: 'Maya' };

describe('Messenger and Instagram channels', () => {
  it('score their leads as facebook and instagram sources and cut Instagram replies at 1000 characters', () => {
    const facebook = respond({ ...turn, channel: 'facebook', message: 'I want to buy a 3 bedroom house under 450k' });
    const chat = respond({ ...turn, channel: 'chat', message: 'I want to buy a 3 bedroom house under 450k' });
    expect(facebook.understood).toEqual(chat.understood);
    // The score's source points: website 15, facebook and instagram 8 (lead-score.ts).
    expect(chat.score - facebook.score).toBe(7);
    expect(respond({ ...turn, channel: 'instagram', message: 'I want to buy a 3 bedroom house under 450k' }).score).toBe(facebook.score);
    expect(channelMax('instagram')).toBe(1000);
    expect(channelMax('facebook')).toBe(Infinity);
    expect(channelMax('sms')).toBe(SMS_MAX);
  });

  it('never read a link as what the lead said (a photo address, a listing URL)', () => {
    const out = respond({
      ...turn,
      channel: 'facebook',
      message: 'Like this one\n[Photo] https://cdn.example.com/a/5125550142/ana@example.com/3-bed-450k.jpg',
    });
    expect(out.understood.contact).toEqual({});
    expect(out.understood.bedrooms).toBeUndefined();
    expect(out.understood.budget).toEqual({});
    expect(respond({ ...turn, channel: 'chat', message: 'See www.example.com/homes/5125550142 please' }).understood.contact).toEqual({});
  });
});
