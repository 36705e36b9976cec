import { z } from 'zod';

/**
 * Integrations (spec part 2: /api-settings): the accounts an agent connects.
 * `twilio` is the phone assistant (connected once a number is active);
 * Google and Outlook calendars connect by OAuth 2 (authorization code, PKCE);
 * email marketing is Mailchimp (OAuth 2, no PKCE); Facebook & Instagram lead
 * ads through Meta's login (pages subscribed to the leadgen webhook).
 */
export const INTEGRATION_PLATFORMS = ['twilio', 'google_calendar', 'outlook_calendar', 'email', 'facebook'] as const;
export type IntegrationPlatform = (typeof INTEGRATION_PLATFORMS)[number];

/** Platforms that connect through an OAuth window. */
export const OAUTH_PLATFORMS = ['google_calendar', 'outlook_calendar', 'email', 'facebook'] as const;
export type OAuthPlatform = (typeof OAUTH_PLATFORMS)[number];

export const INTEGRATION_NAMES: Record<IntegrationPlatform, string> = {
  twilio: 'AI Phone Assistant',
  google_calendar: 'Google Calendar',
  outlook_calendar: 'Outlook Calendar',
  email: 'Email Marketing',
  facebook: 'Facebook & Instagram',
};

export const INTEGRATION_MESSAGES = {
  notConfigured: (name: string) => `${name} is not configured on this server.`,
  unknownPlatform: 'Unknown integration.',
  stateMismatch: 'This sign-in link is not valid for your session. Please start connecting again from API Settings.',
  providerRefused: 'The provider did not grant access. Please try again.',
  // Spec part 2 §8.
  oauthError: 'Failed to get authorization URL from server',
  connectionFailed: 'Failed to initiate connection. Please try again.',
  popupBlocked: (url: string) => `Please allow popups and try again, or copy this URL: ${url}`,
  security: 'Your credentials are encrypted and stored securely. Connections use each provider’s official sign-in, and you can disconnect at any time.',
} as const;

export interface IntegrationDto {
  platform: IntegrationPlatform;
  isActive: boolean;
  /** Whether this server can connect it at all (its client id and secret are set). */
  configured: boolean;
  /** The connected account, when known (e.g. the Google address). */
  account: string | null;
  connectedAt: string | null;
  /** Facebook: a page whose token Meta refused; its messages wait until the agent connects again. */
  needsReconnect?: boolean;
  /** Facebook: each connected page, its linked Instagram account, and whether it needs reconnecting. */
  pages?: MetaPageDto[];
}

/** A connected Facebook page as /api-settings shows it. */
export interface MetaPageDto {
  pageId: string;
  pageName: string;
  /** The Instagram professional account linked to the page (its direct messages are answered too), or null. */
  instagramUsername: string | null;
  needsReconnect: boolean;
}

export interface IntegrationListResponse {
  integrations: IntegrationDto[];
}

export const IntegrationPlatformParams = z.object({ platform: z.enum(INTEGRATION_PLATFORMS, { error: INTEGRATION_MESSAGES.unknownPlatform }) });
export const OAuthPlatformParams = z.object({ platform: z.enum(OAUTH_PLATFORMS, { error: INTEGRATION_MESSAGES.unknownPlatform }) });

/** The message the OAuth window posts to the page that opened it. */
export const INTEGRATION_WINDOW_MESSAGE = 'leadnest:integration';
