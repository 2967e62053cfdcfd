import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { passwordSchema } from '@app/contract/auth';
import { emailSchema } from '@app/contract/common';
import { gstinProblem, isGstStateCode } from '@app/contract/gst-states';
import { site } from '@app/contract/site';
import { z } from 'zod';

/**
 * The repository root. This file sits two levels below it both as source (server/src/config.ts)
 * and once bundled (server/dist/server.js).
 */
const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

const minimumJwtSecretLength = 32;

/** Without CHROMIUM_PATH: Debian's headless shell, else its full browser (as the e2e tests). */
const defaultChromiumPaths = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** The Chromium that prints the reports: CHROMIUM_PATH, else the first default installed. */
export function chromiumPathOf(env: { CHROMIUM_PATH?: string | undefined }): string {
  return (
    env.CHROMIUM_PATH ??
    defaultChromiumPaths.find((candidate) => existsSync(candidate)) ??
    (defaultChromiumPaths[0] as string)
  );
}

const optionalUrl = (protocols: readonly string[]) =>
  z
    .url({ message: 'must be a URL' })
    .refine((value) => protocols.includes(URL.parse(value)?.protocol ?? ''), {
      message: `must start with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`,
    })
    .optional();

/** Invoices printed without SELLER_* settings say plainly that they are not real (development). */
const placeholderSeller = {
  legalName: 'PLACEHOLDER SELLER (set SELLER_LEGAL_NAME)',
  address: 'Placeholder address (set SELLER_ADDRESS), New Delhi 110001',
  state: '07',
} as const;

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DATA_DIR: z.string().default(path.join(repositoryRoot, 'data')),
    DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
    REDIS_URL: optionalUrl(['redis:', 'rediss:']),
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[\w.:-]{1,64}$/, 'must be 1 to 64 letters, digits or . : _ -')
      .default('shubh-jyotish:'),
    JWT_SECRET: z
      .string()
      .min(minimumJwtSecretLength, `must be at least ${minimumJwtSecretLength} characters`)
      .optional(),
    ADMIN_EMAIL: emailSchema.optional(),
    ADMIN_PASSWORD: passwordSchema.optional(),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    /** Where the Razorpay SDK sends its API calls; tests point it at a local stand-in. */
    RAZORPAY_API_URL: optionalUrl(['http:', 'https:']),
    SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
    BUSINESS_EMAIL: emailSchema.default(site.email),
    MAIL_FROM: z.string().min(3).optional(),
    HOROSCOPE_API_URL: optionalUrl(['http:', 'https:']),
    /** How long a visitor waits for the horoscope service before the built-in reading is used. */
    HOROSCOPE_API_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(2_500),
    SITE_URL: optionalUrl(['http:', 'https:']),
    /**
     * The meeting link of a video consultation, `{room}` standing for a random name made per
     * booking (e.g. https://meet.jit.si/ShubhJyotish-{room}); unset, the mail says a link follows.
     */
    MEETING_URL_TEMPLATE: z
      .url({ message: 'must be a URL' })
      .refine((value) => value.startsWith('https://') && value.includes('{room}'), {
        message: 'must be an https:// address with {room} in it',
      })
      .optional(),
    WEB_BUILD_DIR: z.string().default(path.join(repositoryRoot, 'web', 'build', 'client')),
    /** The Chromium that prints report PDFs (Debian's headless shell or full browser by default). */
    CHROMIUM_PATH: z.string().optional(),
    /**
     * The seller on every invoice (issue 34, decision 041): the legal name and address as
     * registered, the GST state code of the seller's place of business, and the GSTIN when
     * registered (without it every sale gets a bill of supply). The defaults are placeholders.
     */
    SELLER_LEGAL_NAME: z.string().trim().min(2).max(200).default(placeholderSeller.legalName),
    SELLER_ADDRESS: z.string().trim().min(5).max(400).default(placeholderSeller.address),
    SELLER_STATE: z
      .string()
      .trim()
      .refine(isGstStateCode, { message: 'must be a two-digit GST state code (07 for Delhi)' })
      .default(placeholderSeller.state),
    SELLER_GSTIN: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .superRefine((value, context) => {
        const problem = gstinProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
    /**
     * Multiplies every per-address request limit (the routes' `rateLimit`). 1 in production; the
     * browser tests, whose every browser shares one address, set more (the limits still count,
     * and the database's login throttle, decision 017, is not affected).
     */
    RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(100).default(1),
    /**
     * Which proxies to believe about the client's address (X-Forwarded-For): a number of hops
     * (`1`: the one proxy in front; its own entry, the last, is the client) or the proxies'
     * addresses (comma list of IPs or CIDRs). Never "true": believing every hop lets a client
     * write its own address and pass the login throttle and rate limits.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('0')
      .refine((value) => !/^(true|yes|on)$/i.test(value), {
        message:
          'must be the number of proxies in front (e.g. 1) or their addresses, not "true": ' +
          'with "true" a client can choose its own address and pass the login throttle',
      })
      .transform((value, context): number | string[] => {
        if (/^(false|no|off)$/i.test(value)) return 0;
        if (/^\d{1,2}$/.test(value)) return Number(value);
        const addresses = value.split(',').map((address) => address.trim());
        if (addresses.every((address) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(address))) {
          return addresses;
        }
        context.addIssue({
          code: 'custom',
          message: 'must be a number of proxies (e.g. 1) or a comma list of proxy addresses',
        });
        return z.NEVER;
      }),
  })
  .superRefine((env, context) => {
    if (env.SELLER_GSTIN && env.SELLER_GSTIN.slice(0, 2) !== env.SELLER_STATE) {
      context.addIssue({
        code: 'custom',
        path: ['SELLER_GSTIN'],
        message: `starts with state code ${env.SELLER_GSTIN.slice(0, 2)}, but SELLER_STATE is ${env.SELLER_STATE}: a GSTIN's first two digits are its state`,
      });
    }
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      const missing = env.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD';
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'must be set together with ADMIN_EMAIL and ADMIN_PASSWORD (both or neither)',
      });
    }
    if (env.NODE_ENV === 'production' && env.JWT_SECRET === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required when NODE_ENV=production',
      });
    }
    // Production takes real payments: the simulated gateway (no keys) is refused.
    for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'] as const) {
      if (env.NODE_ENV === 'production' && env[key] === undefined) {
        context.addIssue({
          code: 'custom',
          path: [key],
          message:
            'is required when NODE_ENV=production (the simulated payment gateway is for development only)',
        });
      }
    }
    // Production issues real invoices: they must name the real seller, not the placeholder.
    const placeholders = {
      SELLER_LEGAL_NAME: env.SELLER_LEGAL_NAME === placeholderSeller.legalName,
      SELLER_ADDRESS: env.SELLER_ADDRESS === placeholderSeller.address,
    };
    for (const [key, isPlaceholder] of Object.entries(placeholders)) {
      if (env.NODE_ENV === 'production' && isPlaceholder) {
        context.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required when NODE_ENV=production (every invoice prints the seller)',
        });
      }
    }
  });

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  /** Absolute path of the data folder (embedded database, generated secrets, written mail). */
  dataDir: string;
  /** A PostgreSQL server to use instead of the embedded database. */
  databaseUrl: string | undefined;
  /**
   * Redis for what several instances must share (rate limits, cached upstream horoscopes);
   * unset, each process keeps them in its own memory (one instance).
   */
  redis: { url: string; keyPrefix: string } | undefined;
  jwtSecret: string;
  /** The admin account to create or promote at start-up. */
  admin: { email: string; password: string } | undefined;
  razorpay: {
    /** `razorpay` when both keys are set; otherwise the simulated gateway (never in production). */
    gateway: 'razorpay' | 'simulated';
    keyId: string | undefined;
    /**
     * Signs and checks payments. Unset, the simulated gateway uses a random secret it keeps in
     * the data folder (see modules/payments/payment-gateway.ts).
     */
    keySecret: string | undefined;
    webhookSecret: string | undefined;
    apiUrl: string | undefined;
  };
  smtpUrl: string | undefined;
  businessEmail: string;
  mailFrom: string;
  horoscopeApiUrl: string | undefined;
  /** How long a request waits for that service before using the built-in reading. */
  horoscopeApiTimeoutMs: number;
  siteUrl: string | undefined;
  /** A video consultation's meeting link, `{room}` replaced per booking; unset: sent later. */
  meetingUrlTemplate: string | undefined;
  /** Absolute path of the built web app (the folder holding index.html and assets/). */
  webBuildDir: string;
  /** The Chromium executable that prints the report PDFs. */
  chromiumPath: string;
  /** Proxy hops to believe in X-Forwarded-For (0: none), or the proxies' addresses. */
  trustProxy: number | string[];
  /** Multiplies every per-address request limit (1 in production). */
  rateLimitFactor: number;
  /** The seller printed on invoices (decision 041); `gstin` undefined: bills of supply only. */
  seller: { legalName: string; address: string; state: string; gstin: string | undefined };
};

/** A wrong environment variable; the message names it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Environment = Record<string, string | undefined>;

/**
 * Reads the configuration from the environment once. Throws a ConfigError naming each wrong
 * variable. Without JWT_SECRET, a random secret is generated once and kept in the data folder.
 */
export function loadConfig(environment: Environment = process.env): Config {
  // An empty value (`FOO=` in a shell or compose file) means "not set".
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  prepareDataDir(dataDir);
  const mailDomain = env.BUSINESS_EMAIL.split('@')[1] ?? 'localhost';
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redis:
      env.REDIS_URL === undefined
        ? undefined
        : { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX },
    jwtSecret: env.JWT_SECRET ?? readOrCreateSecret(dataDir, 'jwt-secret', 'JWT_SECRET'),
    admin:
      env.ADMIN_EMAIL !== undefined && env.ADMIN_PASSWORD !== undefined
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    razorpay: {
      gateway: env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET ? 'razorpay' : 'simulated',
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: env.RAZORPAY_API_URL,
    },
    smtpUrl: env.SMTP_URL,
    businessEmail: env.BUSINESS_EMAIL,
    mailFrom: env.MAIL_FROM ?? `"${site.name.en}" <no-reply@${mailDomain}>`,
    horoscopeApiUrl: env.HOROSCOPE_API_URL,
    horoscopeApiTimeoutMs: env.HOROSCOPE_API_TIMEOUT_MS,
    siteUrl: env.SITE_URL,
    meetingUrlTemplate: env.MEETING_URL_TEMPLATE,
    webBuildDir: path.resolve(env.WEB_BUILD_DIR),
    chromiumPath: chromiumPathOf(env),
    trustProxy: env.TRUST_PROXY,
    rateLimitFactor: env.RATE_LIMIT_FACTOR,
    seller: {
      legalName: env.SELLER_LEGAL_NAME,
      address: env.SELLER_ADDRESS,
      state: env.SELLER_STATE,
      gstin: env.SELLER_GSTIN,
    },
  };
}

/**
 * The data folder holds the database, secrets and written mail: it is created for its owner only
 * (0700), an existing one readable by others is closed (chmod 0700), and one that other users can
 * write is refused, since they could replace the database or read what they should not.
 */
function prepareDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const { mode } = statSync(dataDir);
  if ((mode & 0o022) !== 0) {
    throw new ConfigError(
      `Invalid environment configuration:\n  DATA_DIR: ${dataDir} can be written by other users ` +
        `(mode ${(mode & 0o777).toString(8)}); make it the server's own: chmod 700 ${dataDir}`,
    );
  }
  if ((mode & 0o077) !== 0) chmodSync(dataDir, 0o700);
}

/**
 * A random secret generated once and kept in the data folder (mode 0600), used when the
 * environment variable `variable` is not set.
 */
export function readOrCreateSecret(dataDir: string, fileName: string, variable: string): string {
  const secretPath = path.join(dataDir, fileName);
  const stored = readStoredSecret(secretPath, variable);
  if (stored !== undefined) return stored;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx': when another process has just created it, use theirs.
    writeFileSync(secretPath, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    const existing =
      (error as NodeJS.ErrnoException).code === 'EEXIST' && readStoredSecret(secretPath, variable);
    if (existing) return existing;
    throw error;
  }
  chmodSync(secretPath, 0o600);
  return secret;
}

function readStoredSecret(secretPath: string, variable: string): string | undefined {
  let stored: string;
  try {
    stored = readFileSync(secretPath, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (stored.length < minimumJwtSecretLength) {
    throw new ConfigError(
      `${variable}: is not set and ${secretPath} holds fewer than ${minimumJwtSecretLength} characters; delete that file or set ${variable}`,
    );
  }
  return stored;
}
