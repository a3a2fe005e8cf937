import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Email, MAX_NETWORK_LEVEL, Password } from '@plaza/api';
import { is } from 'superstruct';

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** Holds the embedded database (`db/`) and, later, uploads. */
  dataDir: string;
  /** PostgreSQL when set; the embedded PGlite in `dataDir/db` otherwise. */
  databaseUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  /** The built app, served with an `index.html` fallback for client routes. */
  staticDir: string;
  /** Whether an empty database gets the demo catalogue on first start. */
  seedDemo: boolean;
  /** Signs access tokens and keys the one-time-code hashes; outside production one is made and kept. */
  jwtSecret: string | undefined;
  /** hCaptcha's secret; without it only hCaptcha's published test token passes. */
  hcaptchaSecret: string | undefined;
  /** Where mail goes; without it mail is logged (and kept for `dev/mail/` outside production). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Rate-limit counters shared by every instance; in memory when unset. */
  redisUrl: string | undefined;
  /** Fastify's `trustProxy`: whose `X-Forwarded-*` headers name the client. */
  trustProxy: boolean | number | string[];
  /** Where `base/geolocate/` places callers it cannot locate, such as private addresses. */
  defaultLocation: { latitude: number; longitude: number };
  /** log2 of scrypt's cost N for new password hashes. */
  scryptCost: number;
  /** How long explore keeps a count for the same filters; `0` counts on every request. */
  exploreCountSeconds: number;
  /** How long the catalogue's answers to visitors who are not signed in are kept; `0` keeps none. */
  catalogueCacheSeconds: number;
  /** Whether `/api/openapi.json` and `/api/docs` describe the API; on unless `API_DOCS=false`. */
  apiDocs: boolean;
  /** The event loop's average lag past which requests are answered `503` (http/under-pressure.ts); 0: never. */
  maxEventLoopDelayMs: number;
  /** Who takes card payments (payments/): the built-in `test` provider, or `none` for no cards. */
  paymentProvider: PaymentProviderName;
  /** Where buyers pay a bank transfer into; without it bank transfers are not offered. */
  bankTransferInstructions: string | undefined;
  /** How long a new purchase holds its stock waiting for payment. */
  paymentWindowMinutes: number;
  /** The company's fee on a seller without membership, a percentage with up to two decimals. */
  companyFeePercent: string;
  /** How many levels deep `auth/user/tree/` reads a referral network. */
  networkMaxLevels: number;
  /** Where new support tickets are mailed. */
  supportEmail: string;
}

export type PaymentProviderName = 'test' | 'none';

/** Every problem with the environment, each naming its variable, so all are fixed in one go. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../../../app/dist', import.meta.url));
const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];
const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];
/** Bogotá: the default place for callers the offline database cannot locate. */
const DEFAULT_LOCATION = '4.711,-74.0721';
/** OWASP's scrypt minimum (N = 2^17, r = 8, p = 1); lower costs only speed up tests. */
const SCRYPT_COST = 17;
const MIN_JWT_SECRET = 32;
/** Long enough to spare a busy explore its counts, short enough that no one waits for a new product. */
const EXPLORE_COUNT_SECONDS = 5;
/**
 * A visitor sees the catalogue at most this old (changes through this instance show at once): the
 * same page asked for a hundred times a second is built once, and nobody can buy without signing in.
 */
const CATALOGUE_CACHE_SECONDS = 5;
const PAYMENT_PROVIDERS: readonly PaymentProviderName[] = ['test', 'none'];
/** Only outside production: where a demo buyer would pay a bank transfer. */
const DEMO_BANK_TRANSFER_INSTRUCTIONS =
  'Banco de Ejemplo, cuenta corriente 000-000000-00 a nombre de Plaza (demo: no es una cuenta real).';
/** API.md: a referral network is read 10 levels deep unless configured otherwise. */
const NETWORK_MAX_LEVELS = 10;

type Env = Record<string, string | undefined>;

/** Reads and checks the server's configuration; throws a {@link ConfigError} listing every bad value. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const problems: string[] = [];
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const value = text(name) ?? fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    problems.push(`${name} must be one of ${allowed.join(', ')}; got "${value}"`);
    return fallback;
  };
  const path = (name: string, fallback: string) => {
    const value = text(name) ?? fallback;
    return isAbsolute(value) ? value : resolve(cwd, value);
  };

  const portText = text('PORT') ?? '3000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535; got "${portText}"`);
  }

  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\/.+/.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }

  const adminEmail = text('ADMIN_EMAIL');
  const adminPassword = env.ADMIN_PASSWORD;
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  // The same rules the sign-up form and `npm run create-admin` apply to an account.
  if (adminEmail && !is(adminEmail, Email)) {
    problems.push(`ADMIN_EMAIL must be an e-mail address; got "${adminEmail}"`);
  }
  if (adminPassword && !is(adminPassword, Password)) {
    problems.push('ADMIN_PASSWORD must have 8 to 20 characters');
  }

  const seedDemo = oneOf('SEED_DEMO', ['true', 'false'], 'true') === 'true';
  const nodeEnv = oneOf('NODE_ENV', NODE_ENVS, 'development');
  const production = nodeEnv === 'production';
  const secrets = readSecrets(text, production, problems);
  const redisUrl = text('REDIS_URL');
  if (redisUrl && !/^rediss?:\/\/.+/.test(redisUrl)) {
    problems.push('REDIS_URL must be a redis:// or rediss:// URL');
  }
  const mailFrom = text('MAIL_FROM') ?? 'Plaza <no-reply@localhost>';
  if (!/^[^<>]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@]+@[^\s@]+$/.test(mailFrom)) {
    problems.push(
      `MAIL_FROM must be an address, such as "Plaza <shop@example.com>"; got "${mailFrom}"`,
    );
  }
  const cacheSeconds = (name: string, fallback: number) =>
    readCacheSeconds(name, text(name), fallback, problems);
  const config: Config = {
    port,
    host: text('HOST') ?? '127.0.0.1',
    dataDir: path('DATA_DIR', './data'),
    databaseUrl,
    admin: adminEmail && adminPassword ? { email: adminEmail, password: adminPassword } : undefined,
    nodeEnv,
    logLevel: oneOf('LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    staticDir: path('STATIC_DIR', DEFAULT_STATIC_DIR),
    seedDemo,
    ...secrets,
    mailFrom,
    redisUrl,
    trustProxy: readTrustProxy(text('TRUST_PROXY'), problems),
    defaultLocation: readLocation(text('DEFAULT_LOCATION') ?? DEFAULT_LOCATION, problems),
    scryptCost: readScryptCost(text('SCRYPT_COST'), production, problems),
    exploreCountSeconds: cacheSeconds('EXPLORE_COUNT_SECONDS', EXPLORE_COUNT_SECONDS),
    catalogueCacheSeconds: cacheSeconds('CATALOGUE_CACHE_SECONDS', CATALOGUE_CACHE_SECONDS),
    apiDocs: oneOf('API_DOCS', ['true', 'false'], 'true') === 'true',
    maxEventLoopDelayMs: readMaxEventLoopDelay(text('MAX_EVENT_LOOP_DELAY_MS'), nodeEnv, problems),
    ...readPayments(text, production, problems),
    ...readEarningsAndSupport(text, problems),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

type Text = (name: string) => string | undefined;

/** Production refuses to start without real secrets: a made-up key, the captcha's test token or codes in the log. */
function readSecrets(text: Text, production: boolean, problems: string[]) {
  const jwtSecret = text('JWT_SECRET');
  if (jwtSecret && jwtSecret.length < MIN_JWT_SECRET) {
    problems.push(`JWT_SECRET must have at least ${MIN_JWT_SECRET} characters`);
  }
  const smtpUrl = text('SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\/.+/.test(smtpUrl)) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  const hcaptchaSecret = text('HCAPTCHA_SECRET');
  if (production) {
    if (!jwtSecret) problems.push('JWT_SECRET is required in production');
    if (!hcaptchaSecret) problems.push('HCAPTCHA_SECRET is required in production');
    if (!smtpUrl) problems.push('SMTP_URL is required in production');
  }
  return { jwtSecret, hcaptchaSecret, smtpUrl };
}

function readTrustProxy(value: string | undefined, problems: string[]): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value.split(',').map((address) => address.trim());
  if (addresses.every((address) => /^[0-9a-f.:]+(\/\d+)?$/i.test(address))) return addresses;
  problems.push(
    `TRUST_PROXY must be true, false, a number of proxies or a list of addresses; got "${value}"`,
  );
  return false;
}

function readLocation(value: string, problems: string[]): Config['defaultLocation'] {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(value);
  const latitude = Number(match?.[1]);
  const longitude = Number(match?.[2]);
  if (match && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)
    return { latitude, longitude };
  problems.push(`DEFAULT_LOCATION must be "latitude,longitude"; got "${value}"`);
  return { latitude: 0, longitude: 0 };
}

function readScryptCost(value: string | undefined, production: boolean, problems: string[]) {
  if (value === undefined) return SCRYPT_COST;
  const cost = Number(value);
  const lowest = production ? SCRYPT_COST : 10;
  if (/^\d+$/.test(value) && cost >= lowest && cost <= 20) return cost;
  problems.push(`SCRYPT_COST must be a whole number from ${lowest} to 20; got "${value}"`);
  return SCRYPT_COST;
}

function readCacheSeconds(
  name: string,
  value: string | undefined,
  fallback: number,
  problems: string[],
) {
  if (value === undefined) return fallback;
  const seconds = Number(value);
  if (/^\d+$/.test(value) && seconds <= 60) return seconds;
  problems.push(`${name} must be a whole number from 0 to 60; got "${value}"`);
  return fallback;
}

/** A second of average lag: far past any healthy load, well before clients time out. */
const MAX_EVENT_LOOP_DELAY_MS = 1000;

/**
 * `0` sheds no load. That is the default under `NODE_ENV=test`, where the server shares its process
 * with the test runner, whose module loading stalls the loop for seconds on a busy machine.
 */
function readMaxEventLoopDelay(value: string | undefined, nodeEnv: NodeEnv, problems: string[]) {
  if (value === undefined) return nodeEnv === 'test' ? 0 : MAX_EVENT_LOOP_DELAY_MS;
  if (/^\d+$/.test(value) && (Number(value) === 0 || Number(value) >= 10)) return Number(value);
  problems.push(
    `MAX_EVENT_LOOP_DELAY_MS must be 0 (off) or a whole number from 10; got "${value}"`,
  );
  return MAX_EVENT_LOOP_DELAY_MS;
}

/**
 * Payments (API.md, Purchases). The `test` provider takes published test cards, so production refuses
 * it unless `ALLOW_TEST_PAYMENTS=true` says a person meant it (a staging shop); there, without a
 * provider, cards are off and bank transfers need their instructions.
 */
function readPayments(text: Text, production: boolean, problems: string[]) {
  const providerText = text('PAYMENT_PROVIDER') ?? (production ? 'none' : 'test');
  let paymentProvider: PaymentProviderName = 'none';
  if ((PAYMENT_PROVIDERS as readonly string[]).includes(providerText)) {
    paymentProvider = providerText as PaymentProviderName;
  } else {
    problems.push(
      `PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')}; got "${providerText}"`,
    );
  }
  const allowTest = text('ALLOW_TEST_PAYMENTS') ?? 'false';
  if (allowTest !== 'true' && allowTest !== 'false') {
    problems.push(`ALLOW_TEST_PAYMENTS must be true or false; got "${allowTest}"`);
  }
  if (production && paymentProvider === 'test' && allowTest !== 'true') {
    problems.push(
      'PAYMENT_PROVIDER=test takes test cards, not money: production refuses it unless ALLOW_TEST_PAYMENTS=true',
    );
  }
  const windowText = text('PAYMENT_WINDOW_MINUTES') ?? '30';
  const paymentWindowMinutes = Number(windowText);
  if (!/^\d+$/.test(windowText) || paymentWindowMinutes < 1 || paymentWindowMinutes > 1440) {
    problems.push(
      `PAYMENT_WINDOW_MINUTES must be a whole number from 1 to 1440; got "${windowText}"`,
    );
  }
  const companyFeePercent = text('COMPANY_FEE_PERCENT') ?? '10';
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(companyFeePercent) || Number(companyFeePercent) > 50) {
    problems.push(
      `COMPANY_FEE_PERCENT must be a percentage from 0 to 50 with at most two decimals; got "${companyFeePercent}"`,
    );
  }
  return {
    paymentProvider,
    bankTransferInstructions:
      text('BANK_TRANSFER_INSTRUCTIONS') ??
      (production ? undefined : DEMO_BANK_TRANSFER_INSTRUCTIONS),
    paymentWindowMinutes,
    companyFeePercent,
  };
}

/** NETWORK_MAX_LEVELS and SUPPORT_EMAIL. */
function readEarningsAndSupport(text: Text, problems: string[]) {
  const levelsText = text('NETWORK_MAX_LEVELS');
  let networkMaxLevels = NETWORK_MAX_LEVELS;
  if (levelsText !== undefined) {
    networkMaxLevels = Number(levelsText);
    if (!/^\d+$/.test(levelsText) || networkMaxLevels < 1 || networkMaxLevels > MAX_NETWORK_LEVEL) {
      problems.push(
        `NETWORK_MAX_LEVELS must be a whole number from 1 to ${MAX_NETWORK_LEVEL}; got "${levelsText}"`,
      );
      networkMaxLevels = NETWORK_MAX_LEVELS;
    }
  }
  const supportEmail = text('SUPPORT_EMAIL') ?? 'support@localhost';
  if (!/^[^\s@]+@[^\s@]+$/.test(supportEmail)) {
    problems.push(`SUPPORT_EMAIL must be an e-mail address; got "${supportEmail}"`);
  }
  return { networkMaxLevels, supportEmail };
}
