import twilio from 'twilio';

/**
 * The one place that builds Twilio clients. Every REST call of
 * every client goes through TwilioOrigin, which sends it to `apiUrl`
 * instead of Twilio's own hosts when TWILIO_API_URL says so: tests point
 * it at the fake Twilio on 127.0.0.1 (test-support/fake-twilio-server.ts),
 * so the real `twilio` package does the work the product does.
 */
export interface TwilioAccount {
  accountSid: string;
  authToken: string;
}

export type TwilioClient = twilio.Twilio;
type RequestOptions<TData> = Parameters<twilio.RequestClient['request']>[0] & { data?: TData };

const TWILIO_HOSTS = /^https:\/\/[a-z0-9.-]+\.twilio\.com/i;

/** A RequestClient that rewrites https://api.twilio.com/… (any Twilio host) to the configured origin. */
class TwilioOrigin extends twilio.RequestClient {
  constructor(private readonly apiUrl: string) {
    // Twilio answers 429 when pushed; the SDK backs off and retries.
    super({ autoRetry: true, maxRetries: 3, timeout: 10_000, keepAlive: true });
  }

  override request<TData>(opts: RequestOptions<TData>) {
    return super.request<TData>({ ...opts, uri: opts.uri.replace(TWILIO_HOSTS, this.apiUrl) });
  }
}

const origins = new Map<string, TwilioOrigin>();

/** A client for one account, its calls sent to `apiUrl` (https://api.twilio.com in production). */
export function twilioClient(account: TwilioAccount, apiUrl: string): TwilioClient {
  let origin = origins.get(apiUrl);
  if (!origin) {
    origin = new TwilioOrigin(apiUrl);
    origins.set(apiUrl, origin);
  }
  return twilio(account.accountSid, account.authToken, { httpClient: origin });
}

/** What Twilio said when it refused a call: its message, or a plain fallback for network failures. */
export function twilioReason(err: unknown): string {
  if (err instanceof twilio.RestException) return err.message || `Twilio answered ${err.status}.`;
  return 'Twilio could not be reached. Please try again in a moment.';
}

/** Twilio refused because the credentials are wrong (401/403, or 20003 "Authenticate"). */
export function isAuthFailure(err: unknown): boolean {
  return err instanceof twilio.RestException && (err.status === 401 || err.status === 403 || err.code === 20003);
}

/**
 * Whether a webhook really comes from Twilio: X-Twilio-Signature is the
 * HMAC-SHA1, keyed by the account's auth token, of the URL Twilio called
 * followed by the sorted form parameters.
 */
export function isSignedByTwilio(authToken: string, signature: string, url: string, params: Record<string, string>): boolean {
  return twilio.validateRequest(authToken, signature, url, params);
}

export const { VoiceResponse, MessagingResponse } = twilio.twiml;
