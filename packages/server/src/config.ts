import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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
}

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
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
  if (adminEmail && !EMAIL.test(adminEmail)) {
    problems.push(`ADMIN_EMAIL must be an e-mail address; got "${adminEmail}"`);
  }
  if (adminPassword && (adminPassword.length < 8 || adminPassword.length > 20)) {
    problems.push('ADMIN_PASSWORD must have 8 to 20 characters');
  }

  const seedDemo = oneOf('SEED_DEMO', ['true', 'false'], 'true') === 'true';
  const nodeEnv = oneOf('NODE_ENV', NODE_ENVS, 'development');
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
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
