export { ApiError, apiRequest, getQueryFn, OUTAGE_MESSAGES, outageMessage, readJson, serverMessage, throwIfNotOk } from './request';
export type { GetQueryFnOptions, HttpMethod, UnauthorizedBehavior } from './request';
export { createQueryClient, provideQueryClient, providedQueryClient } from './query-client';
export { hasActivePlan, isTeamMember, profileQueryKey, profileQueryOptions, useSession } from './profile';
export type { PlanTier, Session, UserProfile } from './profile';
export { logoutMutationKey, useLogout } from './logout';
export {
  announceSignedOut,
  forgetSessionEnded,
  isSessionEndedAnswer,
  isSessionEndedState,
  rememberSessionEnded,
  sessionEndedNoticeDue,
  SESSION_CHANNEL,
  SESSION_ENDED_NOTICE,
  SESSION_ENDED_STATE,
  subscribeSignedOutElsewhere,
  subscribeUnauthorized,
} from './session-end';
export type { SessionEndedState } from './session-end';
export { publishNotification, subscribeNotifications } from './notifications';
export type { AppNotification, NotificationAction, NotificationListener, NotificationVariant } from './notifications';
export { planGateOf, publishPlanGate, usePlanGate } from './plan-gate';
export type { PlanGateAnswer } from './plan-gate';
export {
  createConversationEvents,
  conversationStreamState,
  subscribeConversationEvents,
  subscribeConversationStreamState,
  subscribeLeadOffers,
} from './conversation-events';
export type {
  ConversationEventListener,
  ConversationEvents,
  ConversationEventsEnv,
  ConversationStreamStateListener,
  LeadOfferListener,
} from './conversation-events';
export { CONVERSATION_EVENTS_URL, REOPEN_AFTER_CLOSE_MS } from './event-stream';
export type { ConversationStreamState } from './event-stream';
export { useConversationEventListener, useConversationStreamState, useLeadOfferListener } from './use-conversation-events';
