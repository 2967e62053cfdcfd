import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const validSecret = 'a-secret-that-is-at-least-32-characters-long';
const temporaryFolders: string[] = [];
const newDataDir = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'config-test-'));
  temporaryFolders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of temporaryFolders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function configError(environment: Record<string, string>): string {
  try {
    loadConfig({ JWT_SECRET: validSecret, ...environment });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({ JWT_SECRET: validSecret });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(repositoryRoot, 'data'),
      webBuildDir: path.join(repositoryRoot, 'web', 'build', 'client'),
      databaseUrl: undefined,
      admin: undefined,
      smtpUrl: undefined,
      businessEmail: 'care@shubhjyotish.in',
      mailFrom: '"Shubh Jyotish" <no-reply@shubhjyotish.in>',
      trustProxy: 0,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: 'relative/data',
      DATABASE_URL: 'postgres://app@db.internal:5432/astro',
      JWT_SECRET: validSecret,
      ADMIN_EMAIL: ' Owner@Example.com ',
      ADMIN_PASSWORD: 'a long admin password',
      RAZORPAY_KEY_ID: 'rzp_test_1',
      RAZORPAY_KEY_SECRET: 'secret1',
      RAZORPAY_WEBHOOK_SECRET: 'hook1',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      BUSINESS_EMAIL: 'desk@example.com',
      MAIL_FROM: 'Desk <desk@example.com>',
      HOROSCOPE_API_URL: 'https://aztro.example.com/',
      SITE_URL: 'https://shubhjyotish.in',
      WEB_BUILD_DIR: '/srv/web',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('relative/data'),
      databaseUrl: 'postgres://app@db.internal:5432/astro',
      admin: { email: 'owner@example.com', password: 'a long admin password' },
      razorpay: { keyId: 'rzp_test_1', keySecret: 'secret1', webhookSecret: 'hook1' },
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      businessEmail: 'desk@example.com',
      mailFrom: 'Desk <desk@example.com>',
      horoscopeApiUrl: 'https://aztro.example.com/',
      siteUrl: 'https://shubhjyotish.in',
      webBuildDir: '/srv/web',
      logLevel: 'warn',
      trustProxy: 1,
    });
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ JWT_SECRET: validSecret, PORT: '', SMTP_URL: '' })).toMatchObject({
      port: 3000,
      smtpUrl: undefined,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ ADMIN_EMAIL: 'owner@example.com' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_PASSWORD: 'a long admin password' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'a long admin password' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ BUSINESS_EMAIL: 'desk' }, 'BUSINESS_EMAIL'],
    [{ SITE_URL: 'shubhjyotish.in' }, 'SITE_URL'],
    [{ HOROSCOPE_API_URL: 'ftp://x' }, 'HOROSCOPE_API_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ REDIS_URL: 'http://cache.internal:6379' }, 'REDIS_URL'],
    [{ REDIS_URL: 'redis://cache.internal', REDIS_KEY_PREFIX: 'has spaces' }, 'REDIS_KEY_PREFIX'],
  ])('names the wrong variable: %j', (environment, variable) => {
    expect(configError(environment)).toMatch(new RegExp(`^  ${variable}: `, 'm'));
  });

  it('uses Redis only when REDIS_URL is set, with the default key prefix unless one is given', () => {
    expect(loadConfig({ JWT_SECRET: validSecret }).redis).toBeUndefined();
    expect(
      loadConfig({ JWT_SECRET: validSecret, REDIS_URL: 'redis://cache.internal:6379' }).redis,
    ).toEqual({
      url: 'redis://cache.internal:6379',
      keyPrefix: 'shubh-jyotish:',
    });
    expect(
      loadConfig({
        JWT_SECRET: validSecret,
        REDIS_URL: 'rediss://cache.internal',
        REDIS_KEY_PREFIX: 'site-2:',
      }).redis,
    ).toEqual({ url: 'rediss://cache.internal', keyPrefix: 'site-2:' });
  });

  it('does not echo secret values in its messages', () => {
    expect(configError({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'tiny' })).not.toContain(
      'tiny',
    );
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: newDataDir() })).toThrow(
      /JWT_SECRET: is required/,
    );
  });

  it('requires the real seller in production: invoices must not print the placeholder', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: validSecret,
      DATA_DIR: newDataDir(),
      RAZORPAY_KEY_ID: 'rzp_live_0123456789',
      RAZORPAY_KEY_SECRET: 'live-secret-0123456789',
    };
    const refused = configError(production);
    expect(refused).toMatch(/SELLER_LEGAL_NAME: is required when NODE_ENV=production/);
    expect(refused).toMatch(/SELLER_ADDRESS: is required when NODE_ENV=production/);
    expect(
      loadConfig({
        ...production,
        SELLER_LEGAL_NAME: 'Shubh Jyotish Private Limited',
        SELLER_ADDRESS: '12 Lodhi Road, New Delhi 110003',
      }).seller.legalName,
    ).toBe('Shubh Jyotish Private Limited');
  });

  it('without JWT_SECRET, generates a secret once and keeps it in the data folder (mode 0600)', () => {
    const dataDir = newDataDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const secretFile = path.join(dataDir, 'jwt-secret');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(secretFile, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('refuses a stored secret that is too short', () => {
    const dataDir = newDataDir();
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'short\n');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/JWT_SECRET/);
  });
});

describe('server start-up with a wrong variable', () => {
  it('prints a message naming it and exits non-zero', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, PORT: 'eighty', DATA_DIR: newDataDir() },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/PORT/);
    expect(result.stderr).not.toMatch(/ at .*\.ts/);
  });
});

describe('the data folder', () => {
  it('is refused when other users can write it, and closed when they can only read it', () => {
    const open = newDataDir();
    chmodSync(open, 0o777);
    expect(configError({ DATA_DIR: open })).toMatch(
      /^ {2}DATA_DIR: .*written by other users.*chmod 700/m,
    );
    const readable = newDataDir();
    chmodSync(readable, 0o755);
    loadConfig({ JWT_SECRET: validSecret, DATA_DIR: readable });
    expect(statSync(readable).mode & 0o777).toBe(0o700);
  });

  it('is created for its owner only, with its secret file 0600', () => {
    const parent = newDataDir();
    const dataDir = path.join(parent, 'data');
    loadConfig({ DATA_DIR: dataDir });
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });
});
