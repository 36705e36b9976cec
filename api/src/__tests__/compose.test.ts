import { pino } from 'pino';
import { describe, expect, it } from 'vitest';

import { composeApi } from '../compose.js';
import { domainEvents } from '../lib/events/domain-events.js';
import { busySourceNames } from '../modules/appointments/appointment-hooks.js';
import { jobHandlerNames } from '../modules/jobs/jobs.service.js';
import { createTestApp, testEnv } from '../test-support/index.js';

/*
 * The composition root is the one list of who reacts to what. A new job
 * handler or subscriber is added here too, on purpose: the list is exact.
 */
const JOBS = [
  'outbox.deliver',
  'billing.period-end',
  'leads.rescore',
  'leads.follow-up-reminder',
  'leads.claim-window',
  'leads.reassign',
  'appointments.reminder',
  'analytics.rollups.rebuild',
  'phone.send-sms',
  'campaigns.dial',
  'integrations.calendar-sync',
  'integrations.meta-lead',
  'integrations.meta-message',
  'integrations.mailchimp-member',
  'content.publish-scheduled',
];

const SUBSCRIBERS = [
  { event: 'cache.cleared', name: 'read-caches.clear-here', delivery: 'everywhere' },
  { event: 'lead.updated', name: 'conversations.mirror-lead', delivery: 'awaited' },
  { event: 'lead.merged', name: 'conversations.move-to-kept-lead', delivery: 'awaited' },
  { event: 'lead.merged', name: 'appointments.move-to-kept-lead', delivery: 'awaited' },
  { event: 'lead.changed', name: 'dashboard.forget-metrics', delivery: 'awaited' },
  { event: 'lead.updated', name: 'dashboard.forget-metrics', delivery: 'awaited' },
  { event: 'lead.removed', name: 'dashboard.forget-metrics', delivery: 'awaited' },
  { event: 'conversation.changed', name: 'dashboard.forget-metrics', delivery: 'awaited' },
  { event: 'agent.scoring-changed', name: 'conversations.relabel', delivery: 'awaited' },
  { event: 'agent.scoring-changed', name: 'dashboard.forget-metrics', delivery: 'awaited' },
  { event: 'conversation.changed', name: 'conversations.needs-agent-mail', delivery: 'after' },
  { event: 'team.member-removed', name: 'leads.release-member-leads', delivery: 'awaited' },
  { event: 'lead.offered', name: 'teams.offer-mail', delivery: 'after' },
  { event: 'appointment.changed', name: 'appointments.lead-notices', delivery: 'awaited' },
  { event: 'lead.written', name: 'analytics.mark-days', delivery: 'awaited' },
  { event: 'conversation.written', name: 'analytics.mark-days', delivery: 'awaited' },
  { event: 'appointment.written', name: 'analytics.mark-days', delivery: 'awaited' },
  { event: 'agent.zone-saved', name: 'analytics.rebuild-on-zone-change', delivery: 'awaited' },
  { event: 'call.ended', name: 'campaigns.settle-call', delivery: 'awaited' },
  { event: 'appointment.changed', name: 'integrations.calendar-sync', delivery: 'awaited' },
  { event: 'lead.changed', name: 'integrations.mailchimp-sync', delivery: 'awaited' },
  { event: 'content.published', name: 'content.forget-published', delivery: 'everywhere' },
];

const PORTS = [
  'read-caches.announce-clears',
  'conversations.deliver-agent-messages:sms',
  'numbers.call-number-source',
  'dialer.call-list-store',
  'voice.outbound-call-owner',
  'appointments.busy-source:google_calendar',
  'appointments.busy-source:outlook_calendar',
  'conversations.deliver-agent-messages:facebook',
  'conversations.deliver-agent-messages:instagram',
  'conversations.reply-window:facebook',
  'conversations.reply-window:instagram',
];

describe('the composition root (compose.ts)', () => {
  it('registers exactly these job handlers, event subscribers and ports', () => {
    const { registered } = composeApi({ env: testEnv(), logger: pino({ level: 'silent' }) });
    expect(registered.jobs).toEqual(JOBS);
    expect(registered.subscribers).toEqual(SUBSCRIBERS);
    expect(registered.ports).toEqual(PORTS);
  });

  it('wires every module even when the app mounts none of their routers', () => {
    createTestApp({ modules: [] });
    expect(jobHandlerNames()).toEqual(expect.arrayContaining(JOBS));
    expect(domainEvents.subscribers()).toEqual(expect.arrayContaining(SUBSCRIBERS));
    expect(busySourceNames()).toEqual(expect.arrayContaining(['google_calendar', 'outlook_calendar']));
  });

  it('building it again replaces the registrations instead of doubling them', () => {
    createTestApp({ modules: [] });
    createTestApp({ modules: [] });
    const names = domainEvents.subscribers().map((s) => `${s.event} ${s.name}`);
    expect(names.length).toBe(new Set(names).size);
    expect(names).toHaveLength(SUBSCRIBERS.length);
  });
});
