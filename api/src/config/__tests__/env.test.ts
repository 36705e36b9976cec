import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { EnvError, loadEnv } from '../env.js';

const cwd = '/srv/leadnest';

describe('loadEnv', () => {
  it('fills in defaults', () => {
    const env = loadEnv({}, cwd);
    expect(env).toEqual({
      NODE_ENV: 'production',
      PORT: 3000,
      DATA_DIR: '/srv/leadnest/.data',
      DEPLOY_DIR: '/srv/leadnest/.data/deploy',
      SHELL_DIST_DIR: path.resolve(import.meta.dirname, '../../../../shell/dist'),
      MONGODB_URI: undefined,
      ADMIN_PASSCODE: undefined,
      PUBLIC_BASE_URL: 'http://localhost:3000',
      SMTP_URL: undefined,
      MAIL_FROM: 'LeadNest <no-reply@leadnest.local>',
      LOG_LEVEL: 'info',
      DEMO_DATA: true,
      WEB_CONCURRENCY: os.availableParallelism(),
      TRUST_PROXY: false,
      SIGNUPS_PER_IP_PER_HOUR: 10,
      AI_ALLOW_PRIVATE_HOSTS: false,
      SECRETS_KEY: undefined,
      TWILIO_API_URL: 'https://api.twilio.com',
      TWILIO_ACCOUNT_SID: undefined,
      TWILIO_AUTH_TOKEN: undefined,
      GOOGLE_CLIENT_ID: undefined,
      GOOGLE_CLIENT_SECRET: undefined,
      GOOGLE_AUTH_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
      GOOGLE_OAUTH2_URL: 'https://oauth2.googleapis.com',
      GOOGLE_API_URL: 'https://www.googleapis.com',
      MICROSOFT_CLIENT_ID: undefined,
      MICROSOFT_CLIENT_SECRET: undefined,
      MICROSOFT_AUTHORITY_URL: 'https://login.microsoftonline.com/common',
      MICROSOFT_GRAPH_URL: 'https://graph.microsoft.com/v1.0',
      MAILCHIMP_CLIENT_ID: undefined,
      MAILCHIMP_CLIENT_SECRET: undefined,
      MAILCHIMP_AUTH_URL: 'https://login.mailchimp.com/oauth2/authorize',
      MAILCHIMP_TOKEN_URL: 'https://login.mailchimp.com/oauth2/token',
      MAILCHIMP_METADATA_URL: 'https://login.mailchimp.com/oauth2/metadata',
      MAILCHIMP_API_URL: undefined,
      META_APP_ID: undefined,
      META_APP_SECRET: undefined,
      META_WEBHOOK_VERIFY_TOKEN: undefined,
      META_DIALOG_URL: 'https://www.facebook.com/v21.0/dialog/oauth',
      META_GRAPH_URL: 'https://graph.facebook.com/v21.0',
      STRIPE_SECRET_KEY: undefined,
      STRIPE_WEBHOOK_SECRET: undefined,
      STRIPE_API_URL: undefined,
      STRIPE_PRICES: {},
    });
  });

  it('points Twilio calls elsewhere when told, and never repeats the auth token in an error', () => {
    expect(loadEnv({ TWILIO_API_URL: 'http://127.0.0.1:4010/' }, cwd).TWILIO_API_URL).toBe('http://127.0.0.1:4010');
    expect(() => loadEnv({ TWILIO_ACCOUNT_SID: 'AC123' }, cwd)).toThrow(/TWILIO_ACCOUNT_SID/);
    expect(() => loadEnv({ TWILIO_AUTH_TOKEN: 'short-secret' }, cwd)).toThrow(/TWILIO_AUTH_TOKEN .*\(got 12 characters\)/);
  });

  it('reads Stripe settings; a secret key without the webhook secret, or a malformed one, stops start-up without repeating it', () => {
    const env = loadEnv(
      { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_API_URL: 'http://127.0.0.1:12111', STRIPE_PRICE_ENTERPRISE: 'price_ent' },
      cwd,
    );
    expect(env).toMatchObject({
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      STRIPE_PRICES: { enterprise: 'price_ent' },
    });
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_abc' }, cwd)).toThrow(/STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is/);
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'pk_live_oops', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }, cwd)).toThrow(
      /STRIPE_SECRET_KEY must be a Stripe secret key \(.*\(got 12 characters\)/,
    );
  });

  it("keeps agents' AI providers off private networks in every mode unless told otherwise", () => {
    for (const NODE_ENV of ['production', 'development', 'test']) expect(loadEnv({ NODE_ENV }, cwd).AI_ALLOW_PRIVATE_HOSTS, NODE_ENV).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', AI_ALLOW_PRIVATE_HOSTS: 'yes' }, cwd).AI_ALLOW_PRIVATE_HOSTS).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development', AI_ALLOW_PRIVATE_HOSTS: 'on' }, cwd).AI_ALLOW_PRIVATE_HOSTS).toBe(true);
    expect(loadEnv({ AI_ALLOW_PRIVATE_HOSTS: 'off' }, cwd).AI_ALLOW_PRIVATE_HOSTS).toBe(false);
    expect(() => loadEnv({ AI_ALLOW_PRIVATE_HOSTS: 'maybe' }, cwd)).toThrow(/AI_ALLOW_PRIVATE_HOSTS/);
  });

  it('reads and resolves given values', () => {
    const env = loadEnv(
      {
        PORT: '8080',
        DATA_DIR: 'var/data',
        DEPLOY_DIR: '/opt/deploy',
        MONGODB_URI: 'mongodb://u:p@db:27017/leadnest',
        ADMIN_PASSCODE: ' s3cret passcode 42 ',
        PUBLIC_BASE_URL: 'https://app.example.com/',
        NODE_ENV: 'production',
        LOG_LEVEL: 'debug',
        DEMO_DATA: 'off',
      },
      cwd,
    );
    expect(env).toMatchObject({
      PORT: 8080,
      DATA_DIR: '/srv/leadnest/var/data',
      DEPLOY_DIR: '/opt/deploy',
      MONGODB_URI: 'mongodb://u:p@db:27017/leadnest',
      ADMIN_PASSCODE: ' s3cret passcode 42 ',
      PUBLIC_BASE_URL: 'https://app.example.com',
      NODE_ENV: 'production',
      LOG_LEVEL: 'debug',
      DEMO_DATA: false,
    });
  });

  it('runs in production mode unless NODE_ENV says development or test', () => {
    expect(loadEnv({}, cwd).NODE_ENV).toBe('production');
    expect(loadEnv({ NODE_ENV: 'development' }, cwd).NODE_ENV).toBe('development');
  });

  it('refuses an admin passcode under 16 characters, naming ADMIN_PASSCODE without repeating it', () => {
    let thrown: unknown;
    try {
      loadEnv({ ADMIN_PASSCODE: 'hunter2-hunter2' }, cwd);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(EnvError);
    expect((thrown as EnvError).message).toMatch(/ADMIN_PASSCODE must be at least 16 characters/);
    expect((thrown as EnvError).message).toContain('(got 15 characters)');
    expect((thrown as EnvError).message).not.toContain('hunter2');
    expect(loadEnv({ ADMIN_PASSCODE: 'hunter2-hunter22' }, cwd).ADMIN_PASSCODE).toBe('hunter2-hunter22');
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ PORT: '', MONGODB_URI: ' ' }, cwd)).toMatchObject({ PORT: 3000, MONGODB_URI: undefined });
  });

  it('is quiet under tests unless LOG_LEVEL says otherwise', () => {
    expect(loadEnv({ NODE_ENV: 'test' }, cwd).LOG_LEVEL).toBe('silent');
    expect(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'warn' }, cwd).LOG_LEVEL).toBe('warn');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['MONGODB_URI', 'postgres://db'],
    ['PUBLIC_BASE_URL', 'not a url'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['DEMO_DATA', 'maybe'],
    ['WEB_CONCURRENCY', '0'],
    ['WEB_CONCURRENCY', 'two'],
    ['SIGNUPS_PER_IP_PER_HOUR', '0'],
    ['SIGNUPS_PER_IP_PER_HOUR', 'ten'],
  ])('stops on a bad %s (%s) with a message naming it', (name, value) => {
    let thrown: unknown;
    try {
      loadEnv({ [name]: value }, cwd);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(EnvError);
    expect((thrown as EnvError).message).toContain(name);
    expect(Object.keys((thrown as EnvError).problems)).toEqual([name]);
  });

  describe('SECRETS_KEY', () => {
    const bytes = Buffer.from(Array.from({ length: 32 }, (_, i) => i * 7 + 1));

    it.each([
      ['64 hex characters', bytes.toString('hex')],
      ['upper-case hex', bytes.toString('hex').toUpperCase()],
      ['base64', bytes.toString('base64')],
      ['base64 without padding', bytes.toString('base64').replace(/=+$/, '')],
      ['base64url', bytes.toString('base64url')],
      ['surrounding whitespace', `  ${bytes.toString('hex')}\n`],
    ])('reads a key given as %s', (_label, value) => {
      expect(loadEnv({ SECRETS_KEY: value }, cwd).SECRETS_KEY?.equals(bytes)).toBe(true);
    });

    it.each([
      ['63 hex characters', bytes.toString('hex').slice(1)],
      ['66 hex characters', `${bytes.toString('hex')}ab`],
      ['16 bytes of base64', bytes.subarray(0, 16).toString('base64')],
      ['48 bytes of base64', Buffer.concat([bytes, bytes.subarray(0, 16)]).toString('base64')],
      ['a passphrase', 'correct horse battery staple'],
    ])('stops on %s with a message naming it, without repeating the value', (_label, value) => {
      let thrown: unknown;
      try {
        loadEnv({ SECRETS_KEY: value }, cwd);
      } catch (err) {
        thrown = err;
      }
      expect(thrown).toBeInstanceOf(EnvError);
      const message = (thrown as EnvError).message;
      expect(message).toMatch(/SECRETS_KEY must be 32 bytes written as 64 hexadecimal characters or as base64/);
      expect(message).toContain(`(got ${value.length} characters)`);
      expect(message).not.toContain(value);
    });
  });

  it('names every bad variable at once', () => {
    expect(() => loadEnv({ PORT: '-1', LOG_LEVEL: 'x' }, cwd)).toThrow(/PORT[\s\S]*LOG_LEVEL|LOG_LEVEL[\s\S]*PORT/);
  });
});
