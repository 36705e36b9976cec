import type { Env } from './config/env.js';
import { API_PREFIX } from './lib/api-fallback.js';
import { batchCacheClears } from './lib/cache-clears.js';
import type { Delivery, SubscriberInfo } from './lib/events/bus.js';
import { type DomainEvents, domainEvents } from './lib/events/domain-events.js';
import type { AppLogger } from './lib/logger.js';
import { MemoRouter } from './lib/memo-router.js';
import { announceCacheClears, clearCachesHere } from './lib/read-cache.js';
import { rebuildRollupsIfZoneChanged, ROLLUP_REBUILD_JOB, runRollupRebuild } from './modules/analytics/rollups/rollup-jobs.js';
import { markWrittenDates } from './modules/analytics/rollups/rollup-marks.js';
import { configureApiKeys } from './modules/api-keys/api-keys.service.js';
import { registerBusySource } from './modules/appointments/appointment-hooks.js';
import { REMINDER_JOB, sendReminder, tellLead } from './modules/appointments/appointment-notices.js';
import { moveAppointmentsToLead } from './modules/appointments/appointments.service.js';
import { registerPlanChangeCheck } from './modules/billing/plan-change-checks.js';
import { closeOffPeriod, PERIOD_END_JOB } from './modules/billing/subscriptions.service.js';
import { dialerStore } from './modules/campaigns/dialer-store.service.js';
import { CONTENT_PUBLISH_JOB, forgetPublishedContent, publishScheduledVersion } from './modules/content/content.service.js';
import { needsAgentMail } from './modules/conversations/conversation-alerts.js';
import { deliverAgentMessagesWith, describeReplyWindowWith, relabelConversations } from './modules/conversations/conversations.service.js';
import { mirrorUpdatedLead, moveMergedLeadConversations } from './modules/conversations/lead-mirror.js';
import { forgetDashboardMetrics } from './modules/dashboard/dashboard.service.js';
import { registerCallListStore } from './modules/dialer/call-list-store.js';
import { settleCampaignCall } from './modules/dialer/call-outcome.service.js';
import { DIAL_JOB, runDialJob } from './modules/dialer/dialer.service.js';
import { campaignCallOwner } from './modules/dialer/dialer-calls.js';
import { type ApiModule, apiModules } from './modules/index.js';
import { CALENDAR_SYNC_JOB, calendarSyncJob, queueCalendarSync } from './modules/integrations/calendar-sync.js';
import { calendarBusy } from './modules/integrations/integrations.service.js';
import { MAILCHIMP_MEMBER_JOB, queueMailchimpSync, syncLeadToMailchimp } from './modules/integrations/mailchimp/mailchimp.service.js';
import { deliverAgentMetaMessage } from './modules/integrations/meta/messaging/agent-reply.js';
import { conversationReplyWindow } from './modules/integrations/meta/messaging/contacts.js';
import { answerMetaMessage } from './modules/integrations/meta/messaging/message-job.js';
import { META_MESSAGE_JOB } from './modules/integrations/meta/messaging/needs-reconnect.js';
import { importMetaLead, META_LEAD_JOB } from './modules/integrations/meta/meta.service.js';
import { outlookBusy } from './modules/integrations/outlook/outlook.service.js';
import { type JobHandler, registerJobHandler } from './modules/jobs/jobs.service.js';
import { CLAIM_WINDOW_JOB, REASSIGN_JOB, releaseLeadsOf, runClaimWindowJob, runReassignJob } from './modules/leads/assignment/lead-assignment.js';
import { sendFollowUpReminder } from './modules/leads/follow-ups/follow-ups.service.js';
import { FOLLOW_UP_REMINDER_JOB } from './modules/leads/leads.service.js';
import { RESCORE_JOB, runRescoreJob } from './modules/leads/score/lead-rescore.job.js';
import { configureTwilio } from './modules/numbers/twilio-accounts.js';
import { registerCallNumberSource } from './modules/numbers/twilio-webhook.js';
import { createOutbox, MAIL_JOB } from './modules/outbox/outbox.service.js';
import { SEND_SMS, sendHeldSms } from './modules/sms/held-sms.job.js';
import { deliverAgentSms } from './modules/sms/sms.service.js';
import { offerMail } from './modules/teams/team-notices.js';
import { assertPlanHoldsTeam } from './modules/teams/teams.service.js';
import type { ModuleDeps } from './modules/types.js';
import { agentNumberOfCall } from './modules/voice/call-logs.service.js';
import { setOutboundCallOwner } from './modules/voice/outbound-call.js';

/*
 * The one composition root (docs/decisions/0029-domain-events.md): it
 * creates what modules share (the outbox), registers every job handler,
 * event subscriber and port, and mounts the routers. Routers only map HTTP
 * to services, and no module registers anything when imported, so an app
 * built with a few routers (a test's) still runs every job and reaction,
 * and this file is the one list of who reacts to what.
 *
 * Registrations replace by name (jobs, subscribers, ports), so composing a
 * second app in one process (tests) replaces the first one's rather than
 * doubling them.
 */

export interface Composed {
  deps: ModuleDeps;
  /** Every module's routes under /api. */
  api: MemoRouter;
  /** What was registered, in order (the composition test compares it with its list). */
  registered: { jobs: string[]; subscribers: SubscriberInfo[]; ports: string[] };
}

export interface ComposeInput {
  env: Env;
  logger: AppLogger;
  database?: ModuleDeps['database'];
  /** The routers to mount; all of them unless a test picks its own. Wiring is the same either way. */
  modules?: readonly ApiModule[];
}

export function composeApi({ env, logger, database, modules = apiModules }: ComposeInput): Composed {
  // Services configured from the app's env: sealed API keys (a bad SECRETS_KEY stops start-up here), the platform's Twilio account.
  configureApiKeys({ env, logger });
  configureTwilio(env);
  // One outbox for the whole app (docs/decisions/0021-mail-outbox.md).
  const outbox = createOutbox({ env, logger });
  const deps: ModuleDeps = { env, logger, database, outbox };
  const baseUrl = env.PUBLIC_BASE_URL;
  const registered: Composed['registered'] = { jobs: [], subscribers: [], ports: [] };

  const job = (name: string, handler: JobHandler) => {
    registerJobHandler(name, handler);
    registered.jobs.push(name);
  };
  const on = <E extends keyof DomainEvents & string>(
    event: E,
    name: string,
    delivery: Delivery,
    handle: (payload: DomainEvents[E]) => Promise<void> | void,
  ) => {
    domainEvents.subscribe(event, { name, delivery, handle });
    registered.subscribers.push({ event, name, delivery });
  };
  const port = (name: string, register: () => void) => {
    register();
    registered.ports.push(name);
  };

  domainEvents.reportFailuresTo((err, event, subscriber) => logger.warn({ err, event, subscriber }, 'event subscriber failed'));

  // Per-process read caches: what one process clears, every other one clears too (docs/decisions/0031-many-api-processes.md;
  // a browser's own writes are read back at once on every process, read-your-writes.ts).
  port('read-caches.announce-clears', () => announceCacheClears(batchCacheClears((caches) => domainEvents.publish('cache.cleared', { caches }))));
  on('cache.cleared', 'read-caches.clear-here', 'everywhere', ({ caches }) => clearCachesHere(caches));

  // Mail (outbox): stored first, delivered by this job at once and retried by the runner.
  job(MAIL_JOB, outbox.deliver);

  // Billing: a billing-off subscription's period end.
  job(PERIOD_END_JOB, closeOffPeriod);

  // Leads: the hourly rescoring (its moved scores go out as lead.updated).
  job(RESCORE_JOB, runRescoreJob);

  // Follow-ups: the reminder at the follow-up's time.
  const reminderDeps = { outbox, baseUrl };
  job(FOLLOW_UP_REMINDER_JOB, async (payload) => {
    await sendFollowUpReminder(reminderDeps, payload);
  });

  // Conversations mirror their lead (the leads service publishes; these copy before the request answers).
  on('lead.updated', 'conversations.mirror-lead', 'awaited', mirrorUpdatedLead);
  on('lead.merged', 'conversations.move-to-kept-lead', 'awaited', moveMergedLeadConversations);
  on('lead.merged', 'appointments.move-to-kept-lead', 'awaited', (m) => moveAppointmentsToLead(m.userId, m.removedId, m.kept.id));

  // Dashboard: its figures are cached per agent; any change they count drops the entry before the request answers.
  const forget = ({ userId }: { userId: string }) => forgetDashboardMetrics(userId);
  on('lead.changed', 'dashboard.forget-metrics', 'awaited', forget);
  on('lead.updated', 'dashboard.forget-metrics', 'awaited', forget);
  on('lead.removed', 'dashboard.forget-metrics', 'awaited', forget);
  on('conversation.changed', 'dashboard.forget-metrics', 'awaited', forget);
  // The agent's scoring strictness: the labels already shown follow it, and the dashboard counts them afresh.
  on('agent.scoring-changed', 'conversations.relabel', 'awaited', ({ userId, thresholds }) => relabelConversations(userId, thresholds));
  on('agent.scoring-changed', 'dashboard.forget-metrics', 'awaited', forget);

  // Conversations: a lead asked for a person → a mail to the agent (after: the request never waits for it; the outbox makes it durable).
  on('conversation.changed', 'conversations.needs-agent-mail', 'after', needsAgentMail(outbox, baseUrl.replace(/\/+$/, '')));

  // Teams (docs/decisions/0034-teams.md): a member who leaves hands their open leads on before the removal answers;
  // first-to-claim members hear of a new lead by mail; the claim window's fallback and the reassignment deadline are jobs.
  on('team.member-removed', 'leads.release-member-leads', 'awaited', releaseLeadsOf);
  on('lead.offered', 'teams.offer-mail', 'after', offerMail(outbox, baseUrl));
  // An owner cannot move to a plan that does not hold their team (fewer seats, or no team management).
  registerPlanChangeCheck('teams.seats', assertPlanHoldsTeam);
  job(CLAIM_WINDOW_JOB, runClaimWindowJob);
  job(REASSIGN_JOB, runReassignJob);

  // Appointments: the lead's notices (awaited, as before: texts and mails are stored before the request answers), reminders as jobs.
  const noticeDeps = { outbox, baseUrl, logger };
  on('appointment.changed', 'appointments.lead-notices', 'awaited', ({ change, appointment }) => tellLead(noticeDeps, change, appointment));
  job(REMINDER_JOB, (payload) => sendReminder(noticeDeps, payload));

  // Analytics: every write to leads, conversations and appointments marks its days (awaited: the next read must see the marks).
  on('lead.written', 'analytics.mark-days', 'awaited', markWrittenDates);
  on('conversation.written', 'analytics.mark-days', 'awaited', markWrittenDates);
  on('appointment.written', 'analytics.mark-days', 'awaited', markWrittenDates);
  on('agent.zone-saved', 'analytics.rebuild-on-zone-change', 'awaited', async ({ userId, zone }) => void (await rebuildRollupsIfZoneChanged(userId, zone)));
  job(ROLLUP_REBUILD_JOB, runRollupRebuild);

  // SMS: held replies (the job keeps its stored name, phone.send-sms); the agent's inbox replies to SMS conversations go out as texts (a port: the reply fails if the text does).
  job(SEND_SMS, sendHeldSms);
  port('conversations.deliver-agent-messages:sms', () => deliverAgentMessagesWith('sms', deliverAgentSms));

  // Voice tells the Twilio webhook check which number a call is on (a recording's status names only the CallSid).
  port('numbers.call-number-source', () => registerCallNumberSource(agentNumberOfCall));

  // Dialer: it reads and writes the campaigns' lists, contacts and settings through their owner's store (a port);
  // its passes are a job; the voice module asks it what a placed call is about (a port).
  port('dialer.call-list-store', () => registerCallListStore(dialerStore));
  job(DIAL_JOB, runDialJob);
  // A call's end settles its campaign contact and counters before Twilio's status callback is answered.
  on('call.ended', 'campaigns.settle-call', 'awaited', async (call) => void (await settleCampaignCall(call)));
  port('voice.outbound-call-owner', () => setOutboundCallOwner(campaignCallOwner));

  // Integrations: calendars' busy time (ports the slot finder asks), appointments into calendars (a job per change), lead ads, Mailchimp.
  port('appointments.busy-source:google_calendar', () =>
    registerBusySource('google_calendar', (userId, from, to) => calendarBusy(env, userId, from, to, logger)),
  );
  port('appointments.busy-source:outlook_calendar', () =>
    registerBusySource('outlook_calendar', (userId, from, to) => outlookBusy(env, userId, from, to, logger)),
  );
  on('appointment.changed', 'integrations.calendar-sync', 'awaited', queueCalendarSync);
  job(CALENDAR_SYNC_JOB, calendarSyncJob(env, logger));
  job(META_LEAD_JOB, (payload) =>
    importMetaLead(env, { userId: String(payload.userId), pageId: String(payload.pageId), leadgenId: String(payload.leadgenId) }),
  );
  // Messenger and Instagram direct messages (docs/decisions/0035-meta-direct-messages.md): each message's turn and Send API call are a job;
  // the agent's inbox replies go through the Send API inside Meta's window (a port: the reply fails, saying why, if Meta's rules refuse it).
  const messaging = { env, logger, outbox, baseUrl: baseUrl.replace(/\/+$/, '') };
  job(META_MESSAGE_JOB, answerMetaMessage(messaging));
  port('conversations.deliver-agent-messages:facebook', () => deliverAgentMessagesWith('facebook', deliverAgentMetaMessage(messaging)));
  port('conversations.deliver-agent-messages:instagram', () => deliverAgentMessagesWith('instagram', deliverAgentMetaMessage(messaging)));
  // The inbox's reply box says which of Meta's rules the agent's next reply falls under (a port: conversations never import integrations).
  port('conversations.reply-window:facebook', () => describeReplyWindowWith('facebook', conversationReplyWindow));
  port('conversations.reply-window:instagram', () => describeReplyWindowWith('instagram', conversationReplyWindow));
  // The sync job is stored before the request answers; Mailchimp is called by the job.
  on('lead.changed', 'integrations.mailchimp-sync', 'awaited', queueMailchimpSync);
  job(MAILCHIMP_MEMBER_JOB, (payload) => syncLeadToMailchimp(env, { userId: String(payload.userId), leadId: String(payload.leadId) }, logger));

  // Marketing content (docs/decisions/0039-marketing-content.md): a scheduled version goes live by a job; every process drops its cached copy of a page that changed.
  job(CONTENT_PUBLISH_JOB, publishScheduledVersion);
  on('content.published', 'content.forget-published', 'everywhere', forgetPublishedContent);

  const api = new MemoRouter({ prefix: API_PREFIX });
  for (const buildRouter of modules) api.use(buildRouter(deps).routes());
  return { deps, api, registered };
}
