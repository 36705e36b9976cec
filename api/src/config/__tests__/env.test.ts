import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../env.js';

const cwd = '/srv/leadnest';

describe('loadEnv', () => {
  it('fills in defaults', () => {
    const env = loadEnv({}, cwd);
    expect(env).toEqual({
      NODE_ENV: 'development',
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
      TRUST_PROXY: false,
    });
  });

  it('reads and resolves given values', () => {
    const env = loadEnv(
      {
        PORT: '8080',
        DATA_DIR: 'var/data',
        DEPLOY_DIR: '/opt/deploy',
        MONGODB_URI: 'mongodb://u:p@db:27017/leadnest',
        ADMIN_PASSCODE: ' s3cret ',
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
      ADMIN_PASSCODE: ' s3cret ',
      PUBLIC_BASE_URL: 'https://app.example.com',
      NODE_ENV: 'production',
      LOG_LEVEL: 'debug',
      DEMO_DATA: false,
    });
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

  it('names every bad variable at once', () => {
    expect(() => loadEnv({ PORT: '-1', LOG_LEVEL: 'x' }, cwd)).toThrow(/PORT[\s\S]*LOG_LEVEL|LOG_LEVEL[\s\S]*PORT/);
  });
});
