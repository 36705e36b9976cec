import { describe, expect, it } from 'vitest';

import { messagingEvents } from '../messaging-events.js';
import { agentReplyWindow, assistantMayAnswer, replyWindowDto } from '../reply-window.js';

const HOUR = 3600_000;
const wrote = new Date('2026-03-02T10:00:00Z');
const after = (ms: number) => new Date(wrote.getTime() + ms);

describe("Meta's reply window", () => {
  it('lets the assistant answer only within 24 hours of the last message', () => {
    expect(assistantMayAnswer(wrote, after(23 * HOUR))).toBe(true);
    expect(assistantMayAnswer(wrote, after(24 * HOUR))).toBe(false);
  });

  it('gives the agent a response within 24 hours, then one HUMAN_AGENT reply within 7 days, then nothing', () => {
    expect(agentReplyWindow({ lastInboundAt: wrote }, after(HOUR))).toEqual({ kind: 'response' });
    expect(agentReplyWindow({ lastInboundAt: wrote, humanAgentSentAt: null }, after(30 * HOUR))).toEqual({ kind: 'human-agent' });
    expect(agentReplyWindow({ lastInboundAt: wrote, humanAgentSentAt: after(30 * HOUR) }, after(31 * HOUR))).toEqual({ kind: 'closed', reason: 'used' });
    // A tagged reply used before the person wrote again does not count against the new window.
    expect(agentReplyWindow({ lastInboundAt: wrote, humanAgentSentAt: after(-HOUR) }, after(30 * HOUR))).toEqual({ kind: 'human-agent' });
    expect(agentReplyWindow({ lastInboundAt: wrote }, after(7 * 24 * HOUR))).toEqual({ kind: 'closed', reason: 'expired' });
  });
});

describe("the inbox's reply window", () => {
  const page = { needsReconnectSince: null };

  it('says the rule and until when: open for 24 hours, the tagged reply until 7 days, then closed', () => {
    expect(replyWindowDto({ lastInboundAt: wrote }, page, after(HOUR))).toEqual({ state: 'open', until: '2026-03-03T10:00:00.000Z' });
    expect(replyWindowDto({ lastInboundAt: wrote }, page, after(30 * HOUR))).toEqual({ state: 'human-agent', until: '2026-03-09T10:00:00.000Z' });
    expect(replyWindowDto({ lastInboundAt: wrote, humanAgentSentAt: after(30 * HOUR) }, page, after(31 * HOUR))).toEqual({ state: 'closed' });
    expect(replyWindowDto({ lastInboundAt: wrote }, page, after(8 * 24 * HOUR))).toEqual({ state: 'closed' });
  });

  it('asks for a reconnect first when the page no longer works or is gone, whatever the window', () => {
    expect(replyWindowDto({ lastInboundAt: wrote }, { needsReconnectSince: after(0) }, after(HOUR))).toEqual({ state: 'needs-reconnect' });
    expect(replyWindowDto({ lastInboundAt: wrote }, null, after(HOUR))).toEqual({ state: 'needs-reconnect' });
  });
});

describe('messagingEvents', () => {
  const now = new Date('2026-03-02T10:00:00Z');

  it('reads Messenger messages, postbacks and echoes, and skips reads, deliveries and other objects', () => {
    const body = {
      object: 'page',
      entry: [
        {
          id: '111',
          messaging: [
            { sender: { id: '999' }, recipient: { id: '111' }, timestamp: now.getTime() - 1000, message: { mid: 'm_1', text: ' Hello ' } },
            { sender: { id: '999' }, recipient: { id: '111' }, timestamp: now.getTime(), postback: { mid: 'm_2', title: 'Book a tour', payload: 'TOUR' } },
            {
              sender: { id: '111' },
              recipient: { id: '999' },
              timestamp: now.getTime(),
              message: { mid: 'm_3', text: 'Hi', is_echo: true, app_id: 263902037430900 },
            },
            { sender: { id: '999' }, recipient: { id: '111' }, timestamp: now.getTime(), read: { watermark: 1 } },
            { sender: { id: '999' }, recipient: { id: '111' }, timestamp: now.getTime(), delivery: { mids: ['m_1'] } },
          ],
        },
      ],
    };
    expect(messagingEvents(body, now)).toEqual([
      { platform: 'facebook', accountId: '111', personId: '999', mid: 'm_1', text: 'Hello', attachments: [], sentAt: new Date(now.getTime() - 1000) },
      { platform: 'facebook', accountId: '111', personId: '999', mid: 'm_2', text: 'Book a tour', attachments: [], sentAt: now },
      { platform: 'facebook', accountId: '111', personId: '999', mid: 'm_3', text: 'Hi', attachments: [], sentAt: now, echo: { appId: '263902037430900' } },
    ]);
    expect(messagingEvents({ ...body, object: 'user' }, now)).toEqual([]);
    expect(messagingEvents({ object: 'page', entry: [{ id: '111', changes: [{ field: 'leadgen', value: {} }] }] }, now)).toEqual([]);
  });

  it('reads Instagram messages, never dates one after now, and keeps only https links', () => {
    const body = {
      object: 'instagram',
      entry: [
        {
          id: '178',
          messaging: [
            {
              sender: { id: '555' },
              recipient: { id: '178' },
              timestamp: now.getTime() + HOUR,
              message: {
                mid: 'aWdf',
                attachments: [
                  { type: 'image', payload: { url: 'https://cdn.example/p.jpg' } },
                  { type: 'audio', payload: { url: 'javascript:alert(1)' } },
                ],
              },
            },
          ],
        },
      ],
    };
    expect(messagingEvents(body, now)).toEqual([
      {
        platform: 'instagram',
        accountId: '178',
        personId: '555',
        mid: 'aWdf',
        text: '',
        attachments: [
          { kind: 'image', url: 'https://cdn.example/p.jpg' },
          { kind: 'audio', url: null },
        ],
        sentAt: now,
      },
    ]);
  });
});
