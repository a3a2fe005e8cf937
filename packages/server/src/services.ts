import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { createAccessTokens, type AccessTokens } from './auth/access-tokens.js';
import { createCaptcha, type VerifyCaptcha } from './auth/captcha.js';
import { deriveKeys, loadSecret, type Keys } from './auth/keys.js';
import { createDecoyHash } from './auth/passwords.js';
import { busFor } from './bus/bus-for.js';
import { createKeptAnswers, type KeptAnswers } from './cache/kept-answers.js';
import type { Config } from './config/index.js';
import type { Db } from './db/database.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { createMetrics, type ServerMetrics } from './metrics/metrics.js';
import { hostedBuilders } from './payments/hosted-builders.js';
import { createPaymentRegistry, type PaymentRegistry } from './payments/registry.js';
import { storageFor } from './storage/storage-for.js';
import type { FileStorage } from './storage/storage.js';

/** What routes share beyond the database: keys, mail, files, and the shared rate-limit store. */
export interface Services extends KeptAnswers, ServerMetrics {
  config: Config;
  /** The server's log, for what happens outside a request's: a committed change's effects. */
  log: FastifyBaseLogger;
  db: Db;
  keys: Keys;
  accessTokens: AccessTokens;
  verifyCaptcha: VerifyCaptcha;
  mailer: Mailer;
  storage: FileStorage;
  /** Rate-limit counters shared by every instance, when `REDIS_URL` is set. */
  redis: Redis | undefined;
  /** Hashed once, on the first sign-in that names no account (see passwords.ts). */
  decoyHash: () => Promise<string>;
  /** The ways this shop takes money (`PAYMENT_PROVIDERS`, bank transfer), in checkout's order. */
  payments: PaymentRegistry;
}

/** Builds the services; fails at start, with the reason, if Redis or the S3 bucket can't be reached. */
export async function createServices(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
): Promise<Services & { close(): Promise<void> }> {
  const keys = deriveKeys(await loadSecret(db, config.jwtSecret));
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, log) : undefined;
  const bus = await busFor(config, db, redis, log);
  const storage = await storageFor(config);
  const { metrics, counters } = createMetrics(db);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    keep: config.nodeEnv !== 'production',
    log,
    counted: counters.mails,
  });
  return {
    config,
    log,
    db,
    keys,
    accessTokens: createAccessTokens(keys.accessToken),
    verifyCaptcha: createCaptcha({
      secret: config.hcaptchaSecret,
      onError: (error) => log.error({ err: error }, 'hCaptcha siteverify failed'),
    }),
    mailer,
    storage,
    redis,
    decoyHash: createDecoyHash(config.scryptCost),
    ...createKeptAnswers(config, bus, counters.keptAnswers),
    metrics,
    counters,
    payments: createPaymentRegistry(config, hostedBuilders),
    async close() {
      mailer.close();
      await bus.close();
      storage.close();
      // quit() lets the commands under way finish; with Redis away it refuses, and none are.
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}

async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  // No offline queue and one retry: while Redis is away, a limit check fails fast and the request
  // passes (rate-limits.ts) instead of hanging.
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  });
  // ioredis reconnects by itself; each failure is worth a line in the log, not a crash.
  redis.on('error', (error: Error) => log.warn({ err: error }, 'redis connection failed'));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  return redis;
}
