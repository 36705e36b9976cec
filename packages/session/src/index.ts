export { ApiError, apiRequest, getQueryFn, OUTAGE_MESSAGES, outageMessage, readJson, serverMessage, throwIfNotOk } from './request';
export type { GetQueryFnOptions, HttpMethod, UnauthorizedBehavior } from './request';
export { createQueryClient, provideQueryClient, providedQueryClient } from './query-client';
export { hasActivePlan, profileQueryKey, profileQueryOptions, useSession } from './profile';
export type { PlanTier, Session, UserProfile } from './profile';
export { logoutMutationKey, useLogout } from './logout';
export { publishNotification, subscribeNotifications } from './notifications';
export type { AppNotification, NotificationListener, NotificationVariant } from './notifications';
