import { adminRouter } from './admin/admin.router.js';
import { availabilityRouter } from './agent-settings/availability.router.js';
import { profileRouter } from './agent-settings/profile.router.js';
import { aiScriptsRouter } from './ai-scripts/ai-scripts.router.js';
import { analyticsRouter } from './analytics/analytics.router.js';
import { apiKeysRouter } from './api-keys/api-keys.router.js';
import { appointmentsRouter } from './appointments/appointments.router.js';
import { assistantRouter } from './assistant/assistant.router.js';
import { accountRouter } from './auth/account.router.js';
import { authRouter } from './auth/auth.router.js';
import { passwordResetRouter } from './auth/password-reset.router.js';
import { billingRouter } from './billing/billing.router.js';
import { declareAccess } from './billing/route-access.js';
import { callNowRouter } from './campaigns/call-now.router.js';
import { campaignsRouter } from './campaigns/campaigns.router.js';
import { crmRouter } from './campaigns/crm.router.js';
import { capturePagesRouter } from './capture-pages/capture-pages.router.js';
import { contentRouter } from './content/content.router.js';
import { conversationsRouter } from './conversations/conversations.router.js';
import { dashboardRouter } from './dashboard/dashboard.router.js';
import { healthRouter } from './health/health.router.js';
import { integrationsRouter } from './integrations/integrations.router.js';
import { leadTimelineRouter } from './lead-timeline/lead-timeline.router.js';
import { followUpsRouter } from './leads/follow-ups/follow-ups.router.js';
import { leadsRouter } from './leads/leads.router.js';
import { phoneNumbersRouter } from './numbers/phone-numbers.router.js';
import { phoneSettingsRouter } from './numbers/phone-settings.router.js';
import { publicChatRouter } from './public-chat/public-chat.router.js';
import { publicCaptureRouter } from './public-pages/public-capture.router.js';
import { smsWebhooksRouter } from './sms/sms-webhooks.router.js';
import { teamsRouter } from './teams/teams.router.js';
import { templatesRouter } from './templates/templates.router.js';
import type { ApiModule } from './types.js';
import { uploadsRouter } from './uploads/uploads.router.js';
import { callLogsRouter } from './voice/call-logs.router.js';
import { outboundCallRouter } from './voice/outbound-call.router.js';
import { voiceWebhooksRouter } from './voice/voice-webhooks.router.js';

/**
 * Access (route-access.ts) declared where the router is mounted: the
 * sign-in and public routers', and agent-settings' (billing reads the plan
 * from agent-settings, which therefore cannot import billing's gate). Every
 * other router declares its own as it returns.
 */
const profile: ApiModule = (deps) =>
  declareAccess(profileRouter(deps), {
    default: 'plan',
    // The profile itself is read and edited before a plan is chosen (onboarding, Account, Billing).
    routes: { 'GET /user/profile': 'signedIn', 'PUT /user/profile': 'signedIn' },
  });
const availability: ApiModule = (deps) => declareAccess(availabilityRouter(deps), { default: 'plan' });
const signIn: ApiModule = (deps) => declareAccess(authRouter(deps), { default: 'public' });
const passwordReset: ApiModule = (deps) => declareAccess(passwordResetRouter(deps), { default: 'public' });
const publicCapture: ApiModule = (deps) => declareAccess(publicCaptureRouter(deps), { default: 'public' });
const publicChat: ApiModule = (deps) => declareAccess(publicChatRouter(deps), { default: 'public', routes: { 'GET /chat-widget/embed-code': 'plan' } });

/**
 * Every API module, in one list: a new module is one import and one line.
 * Order matters only where two modules declare the same path (first wins).
 */
export const apiModules: readonly ApiModule[] = [
  healthRouter,
  signIn,
  passwordReset,
  adminRouter,
  profile,
  billingRouter,
  uploadsRouter,
  // Before leadsRouter: it places Call Now's call (POST /leads/{id}/call), first wins.
  callNowRouter,
  leadsRouter,
  capturePagesRouter,
  publicCapture,
  apiKeysRouter,
  appointmentsRouter,
  conversationsRouter,
  analyticsRouter,
  dashboardRouter,
  assistantRouter,
  publicChat,
  phoneNumbersRouter,
  callLogsRouter,
  phoneSettingsRouter,
  smsWebhooksRouter,
  voiceWebhooksRouter,
  accountRouter,
  campaignsRouter,
  outboundCallRouter,
  availability,
  integrationsRouter,
  aiScriptsRouter,
  templatesRouter,
  leadTimelineRouter,
  followUpsRouter,
  crmRouter,
  teamsRouter,
  contentRouter,
];

export type { ApiModule, ModuleDeps } from './types.js';
