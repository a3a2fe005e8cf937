import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/plaza');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

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
    });
    expect(config.staticDir).toMatch(/app[/\\]dist$/);
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
    });
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
