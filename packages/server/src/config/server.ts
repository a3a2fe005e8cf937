import { fileURLToPath } from 'node:url';
import type { EnvReader } from './env-reader.js';

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Where the server listens, what it serves and which database it opens. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Holds the embedded database (`db/`) and, later, uploads. */
  dataDir: string;
  /** PostgreSQL when set; the embedded PGlite in `dataDir/db` otherwise. */
  databaseUrl: string | undefined;
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  /** The built app, served with an `index.html` fallback for client routes. */
  staticDir: string;
  /** Whether an empty database gets the demo shop on first start; never under production. */
  seedDemo: boolean;
}

const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../../../../app/dist', import.meta.url));
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

/** PORT, HOST, DATA_DIR, DATABASE_URL, NODE_ENV, LOG_LEVEL, STATIC_DIR and SEED_DEMO. */
export function readServerConfig(env: EnvReader): ServerConfig {
  const portText = env.text('PORT') ?? '3000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    env.problem(`PORT must be a whole number from 0 to 65535; got "${portText}"`);
  }
  const databaseUrl = env.text('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\/.+/.test(databaseUrl)) {
    env.problem('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  const nodeEnv = env.oneOf('NODE_ENV', NODE_ENVS, 'development');
  const seedDemo = readSeedDemo(env, nodeEnv === 'production');
  return {
    port,
    host: env.text('HOST') ?? '127.0.0.1',
    dataDir: env.path('DATA_DIR', './data'),
    databaseUrl,
    nodeEnv,
    logLevel: env.oneOf('LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    staticDir: env.path('STATIC_DIR', DEFAULT_STATIC_DIR),
    seedDemo,
  };
}

/**
 * The demo shop's accounts, its administrator among them, sign in with passwords README.md
 * publishes, so a production start that forgot `SEED_DEMO=false` would open a shop to anyone.
 * Production defaults to no demo, and refuses an explicit `SEED_DEMO=true` rather than seed half of
 * it: a demo is run with `NODE_ENV=development`.
 */
function readSeedDemo(env: EnvReader, production: boolean): boolean {
  const seedDemo = env.flag('SEED_DEMO', !production);
  if (production && seedDemo) {
    env.problem(
      'SEED_DEMO=true seeds demo accounts whose passwords README.md publishes: production refuses it; leave SEED_DEMO unset or false, or run the demo with NODE_ENV=development',
    );
  }
  return seedDemo && !production;
}
