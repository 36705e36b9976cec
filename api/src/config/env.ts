import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

/**
 * The API's environment, read once at start-up (server.ts / start.ts) and
 * passed down; nothing else in the API reads process.env. A bad value stops
 * start-up with a message that names the variable.
 */

/** The repo's `shell/dist`, from this file's place (api/src/config/env.ts). */
const DEFAULT_SHELL_DIST_DIR = fileURLToPath(new URL('../../../shell/dist', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// Shells and compose files often set `VAR=` to mean "unset"; treat it so.
const blankToUndefined = (value: string | undefined) => (value?.trim() ? value : undefined);

const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['1', 'true', 'yes', 'on', '0', 'false', 'no', 'off'], { error: 'must be true or false (1/0, yes/no, on/off)' }))
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const SECRETS_KEY_PROBLEM = 'must be 32 bytes written as 64 hexadecimal characters or as base64 (e.g. the output of `openssl rand -hex 32`)';

/**
 * A 256-bit key as 64 hex characters or base64 (standard or URL-safe, padding
 * optional); anything that does not decode to exactly 32 bytes is refused
 * rather than stretched or cut, so a truncated paste cannot pass.
 */
export function parseSecretsKey(text: string): Buffer | undefined {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/]{43}=?$/.test(value) || /^[A-Za-z0-9_-]{43}=?$/.test(value)) {
    const bytes = Buffer.from(value, value.includes('-') || value.includes('_') ? 'base64url' : 'base64');
    if (bytes.length === 32) return bytes;
  }
  return undefined;
}

/** Variables whose value is never repeated in an error message (it may be a near-miss of the real secret). */
const SECRET_VARIABLES = new Set([
  'SECRETS_KEY',
  'ADMIN_PASSCODE',
  'TWILIO_AUTH_TOKEN',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'GOOGLE_CLIENT_SECRET',
  'MICROSOFT_CLIENT_SECRET',
  'META_APP_SECRET',
  'META_WEBHOOK_VERIFY_TOKEN',
  'MAILCHIMP_CLIENT_SECRET',
]);

/** Long enough that guessing it, even at the limiter's pace from many IPs, is hopeless. */
export const ADMIN_PASSCODE_MIN_LENGTH = 16;

const schema = z.object({
  // Production unless told otherwise: `npm start` is the production command,
  // `npm run dev` and the tests say development/test themselves.
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('production'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be between 0 and 65535' })
    .max(65535, { error: 'must be between 0 and 65535' })
    .default(3000),
  DATA_DIR: z.string().default('./.data'),
  DEPLOY_DIR: z.string().optional(),
  SHELL_DIST_DIR: z.string().optional(),
  MONGODB_URI: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\/\S+$/, { error: 'must be a mongodb:// or mongodb+srv:// connection string' })
    .optional(),
  ADMIN_PASSCODE: z
    .string()
    .min(ADMIN_PASSCODE_MIN_LENGTH, {
      error: `must be at least ${ADMIN_PASSCODE_MIN_LENGTH} characters (e.g. the output of \`openssl rand -base64 18\`), or unset to turn admin login off`,
    })
    .optional(),
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://app.example.com' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, { error: 'must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example.com' })
    .optional(),
  MAIL_FROM: z.string().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
  DEMO_DATA: booleanFlag.default(true),
  WEB_CONCURRENCY: z.coerce
    .number({ error: 'must be a number of API processes' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be between 1 and 64' })
    .max(64, { error: 'must be between 1 and 64' })
    .optional(),
  TRUST_PROXY: booleanFlag.default(false),
  SIGNUPS_PER_IP_PER_HOUR: z.coerce
    .number({ error: 'must be a number of accounts' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be between 1 and 100000' })
    .max(100_000, { error: 'must be between 1 and 100000' })
    .default(10),
  AI_ALLOW_PRIVATE_HOSTS: booleanFlag.optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\S+$/, { error: 'must be a Stripe secret key (sk_live_…, sk_test_… or a restricted rk_… key)' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, { error: 'must be the webhook signing secret Stripe shows (whsec_…)' })
    .optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. http://127.0.0.1:12111' }).optional(),
  STRIPE_PRICE_STARTER: z.string().optional(),
  STRIPE_PRICE_PROFESSIONAL: z.string().optional(),
  STRIPE_PRICE_ENTERPRISE: z.string().optional(),
  STRIPE_PRICE_AGENCY: z.string().optional(),
  SECRETS_KEY: z
    .string()
    .transform((value, ctx) => {
      const key = parseSecretsKey(value);
      if (!key) ctx.addIssue({ code: 'custom', message: SECRETS_KEY_PROBLEM });
      return key ?? z.NEVER;
    })
    .optional(),
  TWILIO_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://api.twilio.com' }).optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .trim()
    .regex(/^AC[0-9a-fA-F]{32}$/, { error: 'must start with AC followed by 32 hexadecimal characters' })
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().min(16, { error: "must be the account's auth token" }).optional(),
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  GOOGLE_AUTH_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  GOOGLE_OAUTH2_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  GOOGLE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  MICROSOFT_CLIENT_ID: z.string().trim().min(1).optional(),
  MICROSOFT_CLIENT_SECRET: z.string().trim().min(1).optional(),
  MICROSOFT_AUTHORITY_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  MICROSOFT_GRAPH_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  META_APP_ID: z.string().trim().min(1).optional(),
  META_APP_SECRET: z.string().trim().min(1).optional(),
  META_WEBHOOK_VERIFY_TOKEN: z
    .string()
    .trim()
    .min(16, { error: 'must be at least 16 characters (Meta echoes it back to prove the webhook is ours)' })
    .optional(),
  META_DIALOG_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  META_GRAPH_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  MAILCHIMP_CLIENT_ID: z.string().trim().min(1).optional(),
  MAILCHIMP_CLIENT_SECRET: z.string().trim().min(1).optional(),
  MAILCHIMP_AUTH_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  MAILCHIMP_TOKEN_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  MAILCHIMP_METADATA_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  MAILCHIMP_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
});

export interface Env {
  NODE_ENV: 'development' | 'production' | 'test';
  PORT: number;
  /** Absolute. Everything the product writes lives under it (database, deployments, uploads). */
  DATA_DIR: string;
  /** Absolute. Released remote versions and the deployment manifest (web module). */
  DEPLOY_DIR: string;
  /** Absolute. The built shell the web module serves. */
  SHELL_DIST_DIR: string;
  /** When set, used instead of the embedded database. */
  MONGODB_URI: string | undefined;
  /** Without it, admin login answers that it is not configured (docs/decisions/0005-sessions-and-auth.md). At least 16 characters. */
  ADMIN_PASSCODE: string | undefined;
  /** Where the product is reached from outside, without a trailing slash (links in mails, webhooks). */
  PUBLIC_BASE_URL: string;
  /** Outgoing mail (verification links). Without it, mails are written to the log instead of sent. */
  SMTP_URL: string | undefined;
  /** The From of outgoing mail. */
  MAIL_FROM: string;
  LOG_LEVEL: (typeof LOG_LEVELS)[number];
  /** Seed the demo account's data on start. */
  DEMO_DATA: boolean;
  /** How many API worker processes `npm start` runs on PORT (node:cluster); default: the machine's cores (docs/decisions/0031-many-api-processes.md). */
  WEB_CONCURRENCY: number;
  /**
   * Behind a TLS-terminating proxy: believe X-Forwarded-Proto/-For (secure
   * cookies, client IPs for rate limits). Off by default, because otherwise
   * any client could spoof its IP.
   */
  TRUST_PROXY: boolean;
  /**
   * Accounts one IP may create (sign-up and registration together) in an
   * hour before it is answered 429; default 10. Raise it for an office
   * signing up a whole team at once, or a test run that signs up many
   * (docs/decisions/0036-public-form-caps.md).
   */
  SIGNUPS_PER_IP_PER_HOUR: number;
  /**
   * Whether an agent's AI provider (its baseUrl) may be on this machine or a
   * private network (a local model server, e.g. http://localhost:11434/v1).
   * Off unless set, in every mode: on, any agent (and any chat visitor of
   * theirs) can make the server send requests into its own network.
   */
  AI_ALLOW_PRIVATE_HOSTS: boolean;
  /**
   * The 32-byte key that encrypts the agents' saved API keys (AES-256-GCM,
   * modules/api-keys). Unset: a key is generated once into
   * `$DATA_DIR/secrets.key` (mode 0600) and reused. Never logged.
   */
  SECRETS_KEY: Buffer | undefined;
  /**
   * Where every Twilio REST call goes (lib/twilio-client.ts):
   * Twilio's own https://api.twilio.com unless set, e.g. to a fake Twilio
   * on 127.0.0.1 in tests. No trailing slash.
   */
  TWILIO_API_URL: string;
  /** The platform's own Twilio account, which provides dedicated numbers; without it only agents' own accounts work. */
  TWILIO_ACCOUNT_SID: string | undefined;
  /** Never logged. */
  TWILIO_AUTH_TOKEN: string | undefined;
  /** Google Calendar OAuth client (unset: the card says it is not configured on this server). */
  GOOGLE_CLIENT_ID: string | undefined;
  GOOGLE_CLIENT_SECRET: string | undefined;
  /** Google's consent page, token/revoke host and API host; tests point them at a fake on 127.0.0.1. */
  GOOGLE_AUTH_URL: string;
  GOOGLE_OAUTH2_URL: string;
  GOOGLE_API_URL: string;
  /** Outlook (Microsoft identity platform) OAuth client. */
  MICROSOFT_CLIENT_ID: string | undefined;
  MICROSOFT_CLIENT_SECRET: string | undefined;
  /** The Microsoft identity platform authority (tenant included) and Graph (versioned); tests point them at a fake on 127.0.0.1. */
  MICROSOFT_AUTHORITY_URL: string;
  MICROSOFT_GRAPH_URL: string;
  /** Facebook & Instagram lead ads (a Meta app with the leads_retrieval permission; unset: the card says it is not configured). */
  META_APP_ID: string | undefined;
  META_APP_SECRET: string | undefined;
  /** The token Meta echoes when it verifies the leadgen webhook subscription. */
  META_WEBHOOK_VERIFY_TOKEN: string | undefined;
  /** Meta's login dialog and Graph API (versioned); tests point them at a fake on 127.0.0.1. */
  META_DIALOG_URL: string;
  META_GRAPH_URL: string;
  /** Email marketing through Mailchimp (an OAuth app; unset: the card says it is not configured). */
  MAILCHIMP_CLIENT_ID: string | undefined;
  MAILCHIMP_CLIENT_SECRET: string | undefined;
  /** Mailchimp's authorize, token and metadata addresses; tests point them at a fake on 127.0.0.1. */
  MAILCHIMP_AUTH_URL: string;
  MAILCHIMP_TOKEN_URL: string;
  MAILCHIMP_METADATA_URL: string;
  /** Unset: each account's own data-center API (the metadata's api_endpoint); set: every API call goes here (the tests' fake). */
  MAILCHIMP_API_URL: string | undefined;
  /**
   * Payments. Unset STRIPE_SECRET_KEY: billing-off mode (plans
   * activate at once, invoices are issued without charging). Set: Stripe
   * Checkout, the customer portal and the webhook (which needs
   * STRIPE_WEBHOOK_SECRET). STRIPE_API_URL points the client at another
   * host (the tests' fake Stripe). Price ids per tier, else created once
   * with a lookup key.
   */
  STRIPE_SECRET_KEY: string | undefined;
  STRIPE_WEBHOOK_SECRET: string | undefined;
  STRIPE_API_URL: string | undefined;
  STRIPE_PRICES: Partial<Record<'starter' | 'professional' | 'enterprise' | 'agency', string>>;
}

/** Thrown when the environment is invalid; `message` names every bad variable. */
export class EnvError extends Error {
  constructor(readonly problems: Record<string, string>) {
    super(
      `Invalid environment:\n${Object.entries(problems)
        .map(([name, problem]) => `  ${name} ${problem}`)
        .join('\n')}`,
    );
    this.name = 'EnvError';
  }
}

/**
 * Validates an environment (process.env by default) and fills in defaults.
 * Pure apart from `cwd`, which relative directories are resolved against.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Env {
  const present = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, blankToUndefined(source[key])]));
  const result = schema.safeParse(present);
  if (!result.success) {
    const problems: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? 'environment');
      const got = SECRET_VARIABLES.has(name) ? `${(source[name] ?? '').length} characters` : JSON.stringify(source[name] ?? '');
      problems[name] ??= `${issue.message} (got ${got})`;
    }
    throw new EnvError(problems);
  }
  const raw = result.data;
  // Stripe mode without the webhook secret could take payments but never learn of them.
  if (raw.STRIPE_SECRET_KEY && !raw.STRIPE_WEBHOOK_SECRET) {
    throw new EnvError({ STRIPE_WEBHOOK_SECRET: 'must be set when STRIPE_SECRET_KEY is (the webhook signing secret, whsec_…)' });
  }
  const dataDir = path.resolve(cwd, raw.DATA_DIR);
  return {
    NODE_ENV: raw.NODE_ENV,
    PORT: raw.PORT,
    DATA_DIR: dataDir,
    DEPLOY_DIR: raw.DEPLOY_DIR ? path.resolve(cwd, raw.DEPLOY_DIR) : path.join(dataDir, 'deploy'),
    SHELL_DIST_DIR: raw.SHELL_DIST_DIR ? path.resolve(cwd, raw.SHELL_DIST_DIR) : DEFAULT_SHELL_DIST_DIR,
    MONGODB_URI: raw.MONGODB_URI,
    ADMIN_PASSCODE: raw.ADMIN_PASSCODE,
    PUBLIC_BASE_URL: (raw.PUBLIC_BASE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
    SMTP_URL: raw.SMTP_URL,
    MAIL_FROM: raw.MAIL_FROM ?? 'LeadNest <no-reply@leadnest.local>',
    // Tests stay quiet unless asked: a failing test's output is about the test.
    LOG_LEVEL: raw.LOG_LEVEL ?? (raw.NODE_ENV === 'test' || source.VITEST ? 'silent' : 'info'),
    DEMO_DATA: raw.DEMO_DATA,
    WEB_CONCURRENCY: raw.WEB_CONCURRENCY ?? Math.min(64, os.availableParallelism()),
    TRUST_PROXY: raw.TRUST_PROXY,
    SIGNUPS_PER_IP_PER_HOUR: raw.SIGNUPS_PER_IP_PER_HOUR,
    AI_ALLOW_PRIVATE_HOSTS: raw.AI_ALLOW_PRIVATE_HOSTS ?? false,
    SECRETS_KEY: raw.SECRETS_KEY,
    TWILIO_API_URL: (raw.TWILIO_API_URL ?? 'https://api.twilio.com').replace(/\/+$/, ''),
    TWILIO_ACCOUNT_SID: raw.TWILIO_ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: raw.TWILIO_AUTH_TOKEN,
    GOOGLE_CLIENT_ID: raw.GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: raw.GOOGLE_CLIENT_SECRET,
    GOOGLE_AUTH_URL: raw.GOOGLE_AUTH_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
    GOOGLE_OAUTH2_URL: (raw.GOOGLE_OAUTH2_URL ?? 'https://oauth2.googleapis.com').replace(/\/+$/, ''),
    GOOGLE_API_URL: (raw.GOOGLE_API_URL ?? 'https://www.googleapis.com').replace(/\/+$/, ''),
    MICROSOFT_CLIENT_ID: raw.MICROSOFT_CLIENT_ID,
    MICROSOFT_CLIENT_SECRET: raw.MICROSOFT_CLIENT_SECRET,
    MICROSOFT_AUTHORITY_URL: (raw.MICROSOFT_AUTHORITY_URL ?? 'https://login.microsoftonline.com/common').replace(/\/+$/, ''),
    MICROSOFT_GRAPH_URL: (raw.MICROSOFT_GRAPH_URL ?? 'https://graph.microsoft.com/v1.0').replace(/\/+$/, ''),
    META_APP_ID: raw.META_APP_ID,
    META_APP_SECRET: raw.META_APP_SECRET,
    META_WEBHOOK_VERIFY_TOKEN: raw.META_WEBHOOK_VERIFY_TOKEN,
    META_DIALOG_URL: (raw.META_DIALOG_URL ?? 'https://www.facebook.com/v21.0/dialog/oauth').replace(/\/+$/, ''),
    META_GRAPH_URL: (raw.META_GRAPH_URL ?? 'https://graph.facebook.com/v21.0').replace(/\/+$/, ''),
    MAILCHIMP_CLIENT_ID: raw.MAILCHIMP_CLIENT_ID,
    MAILCHIMP_CLIENT_SECRET: raw.MAILCHIMP_CLIENT_SECRET,
    MAILCHIMP_AUTH_URL: raw.MAILCHIMP_AUTH_URL ?? 'https://login.mailchimp.com/oauth2/authorize',
    MAILCHIMP_TOKEN_URL: raw.MAILCHIMP_TOKEN_URL ?? 'https://login.mailchimp.com/oauth2/token',
    MAILCHIMP_METADATA_URL: raw.MAILCHIMP_METADATA_URL ?? 'https://login.mailchimp.com/oauth2/metadata',
    MAILCHIMP_API_URL: raw.MAILCHIMP_API_URL?.replace(/\/+$/, ''),
    STRIPE_SECRET_KEY: raw.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: raw.STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: raw.STRIPE_API_URL,
    STRIPE_PRICES: Object.fromEntries(
      (['starter', 'professional', 'enterprise', 'agency'] as const).flatMap((tier) => {
        const id = raw[`STRIPE_PRICE_${tier.toUpperCase()}` as 'STRIPE_PRICE_STARTER'];
        return id ? [[tier, id]] : [];
      }),
    ),
  };
}
