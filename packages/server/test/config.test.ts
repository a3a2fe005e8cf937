import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/index.js';
import { problemsOf } from './support/config.js';

describe('loadConfig', () => {
  it('has working defaults: port 3000, loopback, ./data, PGlite, demo seed on', () => {
    const config = loadConfig({}, '/srv/plaza');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/plaza/data',
      databaseUrl: undefined,
      admin: undefined,
      nodeEnv: 'development',
      logLevel: 'info',
      seedDemo: true,
      jwtSecret: undefined,
      hcaptchaSecret: undefined,
      smtpUrl: undefined,
      mailFrom: 'Plaza <no-reply@localhost>',
      redisUrl: undefined,
      trustProxy: false,
      defaultLocation: { latitude: 4.711, longitude: -74.0721 },
      scryptCost: 17,
      exploreCountSeconds: 5,
      apiDocs: true,
      maxEventLoopDelayMs: 1000,
    });
    expect(config.staticDir).toMatch(/app[/\\]dist$/);
    // Changes clear kept answers at once on every instance (the bus), so they may be kept a minute.
    expect(config.catalogueCacheSeconds).toBe(60);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/plaza',
        DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/plaza',
        ADMIN_EMAIL: 'admin@example.com',
        ADMIN_PASSWORD: 'correct-horse',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        JWT_SECRET: 'k'.repeat(40),
        HCAPTCHA_SECRET: '0xsecret',
        SMTP_URL: 'smtps://user:pass@mail.example.com',
        MAIL_FROM: 'Plaza <shop@example.com>',
        REDIS_URL: 'redis://127.0.0.1:6379',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
        DEFAULT_LOCATION: '40.4168, -3.7038',
        SCRYPT_COST: '18',
        EXPLORE_COUNT_SECONDS: '0',
        API_DOCS: 'false',
        MAX_EVENT_LOOP_DELAY_MS: '250',
      },
      '/srv/plaza',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/plaza',
      databaseUrl: 'postgresql://postgres@127.0.0.1:5432/plaza',
      admin: { email: 'admin@example.com', password: 'correct-horse' },
      nodeEnv: 'production',
      logLevel: 'warn',
      seedDemo: false,
      jwtSecret: 'k'.repeat(40),
      hcaptchaSecret: '0xsecret',
      smtpUrl: 'smtps://user:pass@mail.example.com',
      mailFrom: 'Plaza <shop@example.com>',
      redisUrl: 'redis://127.0.0.1:6379',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      defaultLocation: { latitude: 40.4168, longitude: -3.7038 },
      scryptCost: 18,
      exploreCountSeconds: 0,
      apiDocs: false,
      maxEventLoopDelayMs: 250,
    });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }, '/srv/plaza').trustProxy).toBe(expected);
  });

  it('refuses to run in production without real secrets, or with a cheap password hash', () => {
    expect(problemsOf({ NODE_ENV: 'production', SCRYPT_COST: '12' })).toEqual([
      'JWT_SECRET is required in production',
      'HCAPTCHA_SECRET is required in production',
      'SMTP_URL is required in production',
      'SCRYPT_COST must be a whole number from 17 to 20; got "12"',
    ]);
  });

  it('resolves a relative DATA_DIR against the working folder', () => {
    expect(loadConfig({ DATA_DIR: 'var/db' }, '/srv/plaza').dataDir).toBe('/srv/plaza/var/db');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535; got "abc"'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535; got "70000"'],
    [{ PORT: '-1' }, 'PORT must be a whole number from 0 to 65535; got "-1"'],
    [{ DATABASE_URL: 'mysql://db' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [{ ADMIN_PASSWORD: 'long-enough' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [
      { ADMIN_EMAIL: 'nobody', ADMIN_PASSWORD: 'long-enough' },
      'ADMIN_EMAIL must be an e-mail address; got "nobody"',
    ],
    [
      { ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' },
      'ADMIN_PASSWORD must have 8 to 20 characters',
    ],
    [
      { NODE_ENV: 'staging' },
      'NODE_ENV must be one of development, production, test; got "staging"',
    ],
    [{ SEED_DEMO: 'yes' }, 'SEED_DEMO must be one of true, false; got "yes"'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must have at least 32 characters'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL must be a redis:// or rediss:// URL'],
    [
      { MAIL_FROM: 'Plaza' },
      'MAIL_FROM must be an address, such as "Plaza <shop@example.com>"; got "Plaza"',
    ],
    [
      { TRUST_PROXY: 'yes please' },
      'TRUST_PROXY must be true, false, a number of proxies or a list of addresses; got "yes please"',
    ],
    [{ DEFAULT_LOCATION: '4.7,' }, 'DEFAULT_LOCATION must be "latitude,longitude"; got "4.7,"'],
    [{ DEFAULT_LOCATION: '91,0' }, 'DEFAULT_LOCATION must be "latitude,longitude"; got "91,0"'],
    [{ SCRYPT_COST: '9' }, 'SCRYPT_COST must be a whole number from 10 to 20; got "9"'],
    [
      { EXPLORE_COUNT_SECONDS: '61' },
      'EXPLORE_COUNT_SECONDS must be a whole number from 0 to 60; got "61"',
    ],
    [
      { CATALOGUE_CACHE_SECONDS: '3601' },
      'CATALOGUE_CACHE_SECONDS must be a whole number from 0 to 3600; got "3601"',
    ],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "loud"',
    ],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(problemsOf(env)).toEqual([message]);
  });

  it('lists every problem at once', () => {
    const problems = problemsOf({ PORT: 'x', NODE_ENV: 'y', SEED_DEMO: 'z' });
    expect(problems).toHaveLength(3);
  });
});

describe('MAX_EVENT_LOOP_DELAY_MS', () => {
  it('sheds load past a second by default, never under tests, and refuses nonsense', () => {
    expect(loadConfig({}, '/srv').maxEventLoopDelayMs).toBe(1000);
    expect(loadConfig({ NODE_ENV: 'test' }, '/srv').maxEventLoopDelayMs).toBe(0);
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '0' }, '/srv').maxEventLoopDelayMs).toBe(0);
    expect(() => loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '5' }, '/srv')).toThrow(
      /MAX_EVENT_LOOP_DELAY_MS must be 0/,
    );
  });
});

describe('payments configuration', () => {
  it('takes test cards outside production, a 30-minute window, 3 unpaid purchases and a 10 % fee by default', () => {
    expect(loadConfig({}, '/srv/plaza')).toMatchObject({
      paymentProviders: ['test'],
      paymentWindowMinutes: 30,
      maxUnpaidPurchases: 3,
      companyFeePercent: '10',
    });
    expect(loadConfig({}, '/srv/plaza').bankTransferInstructions).toBeTruthy();
  });

  it('reads every payment setting', () => {
    const config = loadConfig(
      {
        PAYMENT_PROVIDER: 'none',
        BANK_TRANSFER_INSTRUCTIONS: 'Banco Uno, cuenta 123',
        PAYMENT_WINDOW_MINUTES: '45',
        MAX_UNPAID_PURCHASES: '5',
        COMPANY_FEE_PERCENT: '7.5',
      },
      '/srv/plaza',
    );
    expect(config).toMatchObject({
      paymentProviders: [],
      bankTransferInstructions: 'Banco Uno, cuenta 123',
      paymentWindowMinutes: 45,
      maxUnpaidPurchases: 5,
      companyFeePercent: '7.5',
    });
  });

  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'k'.repeat(40),
    HCAPTCHA_SECRET: '0xsecret',
    SMTP_URL: 'smtp://mail.example.com',
  };

  it('takes no cards and offers no transfer in production until they are configured', () => {
    const config = loadConfig(production, '/srv/plaza');
    expect(config.paymentProviders).toEqual([]);
    expect(config.bankTransferInstructions).toBeUndefined();
  });

  it('refuses the test provider in production unless ALLOW_TEST_PAYMENTS=true', () => {
    expect(problemsOf({ ...production, PAYMENT_PROVIDERS: 'test' })).toEqual([
      'PAYMENT_PROVIDERS=test takes test cards, not money: production refuses it unless ALLOW_TEST_PAYMENTS=true',
    ]);
    const allowed = { ...production, PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS: 'true' };
    expect(loadConfig(allowed, '/srv/plaza').paymentProviders).toEqual(['test']);
  });

  const stripeKeys = {
    STRIPE_SECRET_KEY: 'sk_live_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
  };
  const mercadoPagoKeys = {
    MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-x',
    MERCADOPAGO_WEBHOOK_SECRET: 'mp-secret',
    MERCADOPAGO_CURRENCY: 'CLP',
    MERCADOPAGO_USD_RATE: '950.5',
  };

  it('reads the hosted providers in the order PAYMENT_PROVIDERS lists them, with their keys', () => {
    const config = loadConfig(
      {
        PAYMENT_PROVIDERS: 'mercadopago, stripe',
        ...stripeKeys,
        ...mercadoPagoKeys,
        STRIPE_API_URL: 'http://127.0.0.1:9000',
      },
      '/srv/plaza',
    );
    expect(config.paymentProviders).toEqual(['mercadopago', 'stripe']);
    expect(config.stripe).toEqual({
      secretKey: 'sk_live_x',
      webhookSecret: 'whsec_x',
      apiUrl: 'http://127.0.0.1:9000',
      timeoutMs: 10_000,
    });
    expect(config.mercadopago).toEqual({
      accessToken: 'APP_USR-x',
      webhookSecret: 'mp-secret',
      apiUrl: undefined,
      currency: 'CLP',
      usdRate: '950.5',
      timeoutMs: 10_000,
    });
  });

  it('refuses a provider whose keys or webhook secret are missing, naming each variable', () => {
    expect(problemsOf({ PAYMENT_PROVIDERS: 'stripe,mercadopago' })).toEqual([
      'STRIPE_SECRET_KEY is required while PAYMENT_PROVIDERS includes stripe',
      'STRIPE_WEBHOOK_SECRET is required while PAYMENT_PROVIDERS includes stripe',
      'MERCADOPAGO_ACCESS_TOKEN is required while PAYMENT_PROVIDERS includes mercadopago',
      'MERCADOPAGO_WEBHOOK_SECRET is required while PAYMENT_PROVIDERS includes mercadopago',
      'MERCADOPAGO_CURRENCY must be one of ARS, BRL, CLP, COP, MXN, PEN, UYU (the Mercado Pago account\'s currency); got ""',
      'MERCADOPAGO_USD_RATE must be the units of MERCADOPAGO_CURRENCY per US dollar, a positive number under 1000000 with up to six decimals; got ""',
    ]);
  });

  it('needs PUBLIC_URL in production for a hosted provider to send buyers and webhooks back to', () => {
    expect(problemsOf({ ...production, PAYMENT_PROVIDERS: 'stripe', ...stripeKeys })).toEqual([
      'PUBLIC_URL is required in production while a hosted payment provider is on: the provider sends buyers back and its webhooks to it',
    ]);
    const ready = {
      ...production,
      PAYMENT_PROVIDERS: 'stripe',
      ...stripeKeys,
      PUBLIC_URL: 'https://plaza.example',
    };
    expect(loadConfig(ready, '/srv/plaza').paymentProviders).toEqual(['stripe']);
  });

  it.each([
    [
      { PAYMENT_PROVIDERS: 'stripe,paypal', ...stripeKeys },
      'PAYMENT_PROVIDERS takes stripe, mercadopago, test (or none); got "paypal"',
    ],
    [
      { PAYMENT_PROVIDERS: 'mercadopago', ...mercadoPagoKeys, MERCADOPAGO_USD_RATE: '-3' },
      'MERCADOPAGO_USD_RATE must be the units of MERCADOPAGO_CURRENCY per US dollar, a positive number under 1000000 with up to six decimals; got "-3"',
    ],
    [
      { PAYMENT_PROVIDERS: 'stripe', ...stripeKeys, PAYMENT_PROVIDER_TIMEOUT_MS: '50' },
      'PAYMENT_PROVIDER_TIMEOUT_MS must be a whole number from 1000 to 60000; got "50"',
    ],
    [
      { PAYMENT_PROVIDERS: 'stripe', ...stripeKeys, STRIPE_API_URL: 'ftp://x' },
      'STRIPE_API_URL must be an http:// or https:// URL; got "ftp://x"',
    ],
    [{ ALLOW_TEST_PAYMENTS: 'yes' }, 'ALLOW_TEST_PAYMENTS must be true or false; got "yes"'],
    [
      { PAYMENT_WINDOW_MINUTES: '0' },
      'PAYMENT_WINDOW_MINUTES must be a whole number from 1 to 1440; got "0"',
    ],
    [
      { MAX_UNPAID_PURCHASES: '0' },
      'MAX_UNPAID_PURCHASES must be a whole number from 1 to 100; got "0"',
    ],
    [
      { MAX_UNPAID_PURCHASES: '2.5' },
      'MAX_UNPAID_PURCHASES must be a whole number from 1 to 100; got "2.5"',
    ],
    [
      { COMPANY_FEE_PERCENT: '60' },
      'COMPANY_FEE_PERCENT must be a percentage from 0 to 50 with at most two decimals; got "60"',
    ],
    [
      { COMPANY_FEE_PERCENT: '1.234' },
      'COMPANY_FEE_PERCENT must be a percentage from 0 to 50 with at most two decimals; got "1.234"',
    ],
  ])('refuses %o', (env, problem) => {
    expect(problemsOf(env)).toEqual([problem]);
  });
});

describe('loadConfig: network and support', () => {
  it('reads the network depth and the support address, with their defaults', () => {
    expect(loadConfig({}, '/srv/plaza')).toMatchObject({
      networkMaxLevels: 10,
      supportEmail: 'support@localhost',
    });
    expect(
      loadConfig({ NETWORK_MAX_LEVELS: '3', SUPPORT_EMAIL: 'help@example.com' }, '/srv/plaza'),
    ).toMatchObject({ networkMaxLevels: 3, supportEmail: 'help@example.com' });
  });

  it.each([
    [
      { NETWORK_MAX_LEVELS: '0' },
      'NETWORK_MAX_LEVELS must be a whole number from 1 to 50; got "0"',
    ],
    [
      { NETWORK_MAX_LEVELS: '2.5' },
      'NETWORK_MAX_LEVELS must be a whole number from 1 to 50; got "2.5"',
    ],
    [
      { NETWORK_MAX_LEVELS: '51' },
      'NETWORK_MAX_LEVELS must be a whole number from 1 to 50; got "51"',
    ],
    [{ SUPPORT_EMAIL: 'support' }, 'SUPPORT_EMAIL must be an e-mail address; got "support"'],
  ])('refuses %o', (env, message) => {
    expect(problemsOf(env)).toEqual([message]);
  });
});

describe('loadConfig: after the sale', () => {
  it('receives sent purchases for their buyers after 14 days, or the days given, decimals too', () => {
    expect(loadConfig({}, '/srv/plaza').autoReceiveDays).toBe(14);
    expect(loadConfig({ AUTO_RECEIVE_DAYS: '0.01' }, '/srv/plaza').autoReceiveDays).toBe(0.01);
    expect(loadConfig({ AUTO_RECEIVE_DAYS: '30' }, '/srv/plaza').autoReceiveDays).toBe(30);
  });

  it.each(['0', '-1', '366', 'two', '1e3', '.5'])('refuses AUTO_RECEIVE_DAYS=%s', (days) => {
    expect(problemsOf({ AUTO_RECEIVE_DAYS: days })).toEqual([
      `AUTO_RECEIVE_DAYS must be a number of days above 0 and at most 365 (decimals allowed); got "${days}"`,
    ]);
  });

  it('gives a claim 7 days after receipt and its seller 72 hours to answer, or what is given', () => {
    const defaults = loadConfig({}, '/srv/plaza');
    expect([defaults.claimWindowDays, defaults.claimResponseHours]).toEqual([7, 72]);
    const given = loadConfig({ CLAIM_WINDOW_DAYS: '2.5', CLAIM_RESPONSE_HOURS: '0.05' }, '/srv');
    expect([given.claimWindowDays, given.claimResponseHours]).toEqual([2.5, 0.05]);
  });

  it.each(['0', '8761', 'soon'])('refuses CLAIM_RESPONSE_HOURS=%s', (hours) => {
    expect(problemsOf({ CLAIM_RESPONSE_HOURS: hours })).toEqual([
      `CLAIM_RESPONSE_HOURS must be a number of hours above 0 and at most 8760 (decimals allowed); got "${hours}"`,
    ]);
  });

  it('refuses a CLAIM_WINDOW_DAYS past a year', () => {
    expect(problemsOf({ CLAIM_WINDOW_DAYS: '400' })).toEqual([
      'CLAIM_WINDOW_DAYS must be a number of days above 0 and at most 365 (decimals allowed); got "400"',
    ]);
  });
});

describe('operations configuration', () => {
  it('drains for 10 seconds, migrates at start, and has no metrics or traces by default', () => {
    expect(loadConfig({}, '/srv/plaza')).toMatchObject({
      shutdownGraceSeconds: 10,
      migrateOnStart: true,
      metricsToken: undefined,
      otelEndpoint: undefined,
    });
  });

  it('reads every operations setting', () => {
    const config = loadConfig(
      {
        SHUTDOWN_GRACE_SECONDS: '2.5',
        MIGRATE_ON_START: 'false',
        METRICS_TOKEN: 'm'.repeat(16),
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      },
      '/srv/plaza',
    );
    expect(config).toMatchObject({
      shutdownGraceSeconds: 2.5,
      migrateOnStart: false,
      metricsToken: 'm'.repeat(16),
      otelEndpoint: 'http://collector:4318',
    });
  });

  it('refuses a grace past ten minutes, a short metrics token and an endpoint that is not a URL', () => {
    expect(
      problemsOf({
        SHUTDOWN_GRACE_SECONDS: '601',
        METRICS_TOKEN: 'short',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318',
      }),
    ).toEqual([
      'SHUTDOWN_GRACE_SECONDS must be a number of seconds from 0 to 600; got "601"',
      'METRICS_TOKEN must be at least 16 characters long',
      'OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// URL',
    ]);
  });
});
