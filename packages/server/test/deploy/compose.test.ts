/*
 * compose.yaml (README.md, "Deploying") checked against what the server reads: no container engine
 * runs here, so its Plaza services' environments, filled from deploy/.env.example as `docker compose`
 * fills them from the operator's .env, are given to loadConfig itself.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type PaymentProviderName } from '../../src/config/index.js';
import type { Env } from '../../src/config/env-reader.js';
import { IN_FLIGHT_LIMIT_MS } from '../../src/server.js';
import {
  interpolatedNames,
  readCompose,
  readEnvFile,
  type ComposeService,
} from '../support/compose.js';
import { problemsOf } from '../support/config.js';
import { envOf, finalStage, readDockerfile } from '../support/dockerfile.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const envExamplePath = join(root, 'deploy/.env.example');
const operatorEnv = readEnvFile(envExamplePath);
const { services } = readCompose(root, operatorEnv);
/** What the image sets (NODE_ENV, HOST, PORT) before a service's own environment. */
const imageEnv = envOf(finalStage(readDockerfile(root)));

const dependsOn = (service: ComposeService, name: string) =>
  Array.isArray(service.depends_on) ? undefined : service.depends_on?.[name];

/** The services that run Plaza's image: those built from the repository. */
const plazaServices = Object.entries(services).filter(([, service]) => service.build === '.');
/** The instances the proxy sends traffic to: the Plaza services that wait for the migration. */
const instances = plazaServices.filter(([, service]) => dependsOn(service, 'migrate'));
const environmentOf = (service: ComposeService): Record<string, string> => ({
  ...imageEnv,
  ...service.environment,
});

/** Turns on every provider, so the reads of each one's keys are reached. */
const EVERY_PROVIDER: PaymentProviderName[] = ['stripe', 'mercadopago', 'test'];

/** Every variable loadConfig reads from `env`, whether or not it accepts what it finds. */
function namesRead(env: Env): Set<string> {
  const read = new Set<string>();
  const recording = new Proxy(env, {
    get(target, name) {
      if (typeof name === 'string') read.add(name);
      return Reflect.get(target, name);
    },
  });
  try {
    loadConfig(recording, '/app');
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
  }
  return read;
}

/** Seconds in a compose duration such as `30s` or `1m30s`. */
function seconds(duration: string): number {
  const units: Record<string, number> = { h: 3600, m: 60, s: 1 };
  return [...duration.matchAll(/(\d+(?:\.\d+)?)([hms])/g)].reduce(
    (total, [, amount, unit]) => total + Number(amount) * (units[unit ?? ''] ?? 0),
    0,
  );
}

describe('compose.yaml', () => {
  it('runs Plaza as two instances, a migration and a backup task from its image', () => {
    expect(plazaServices.map(([name]) => name).sort()).toEqual([
      'backup',
      'migrate',
      'plaza-1',
      'plaza-2',
    ]);
  });

  it('sets for Plaza only variables the server reads', () => {
    const unread = plazaServices.map(([name, service]) => {
      const env = environmentOf(service);
      const read = new Set([
        ...namesRead(env),
        ...namesRead({ ...env, PAYMENT_PROVIDERS: EVERY_PROVIDER.join(',') }),
      ]);
      return { name, unread: Object.keys(env).filter((variable) => !read.has(variable)) };
    });
    expect(unread).toEqual(plazaServices.map(([name]) => ({ name, unread: [] })));
  });

  it("gives every Plaza service what production requires, from the operator's .env", () => {
    const problems = plazaServices.map(([name, service]) => ({
      name,
      problems: problemsOf(environmentOf(service)),
    }));
    expect(problems).toEqual(plazaServices.map(([name]) => ({ name, problems: [] })));
    for (const [, service] of plazaServices) {
      expect(loadConfig(environmentOf(service), '/app').nodeEnv).toBe('production');
    }
  });

  it('configures the instances alike, as "Running several instances" says', () => {
    expect(instances.length).toBeGreaterThanOrEqual(2);
    const [[, first] = [], ...others] = instances;
    for (const [, other] of others) expect(other.environment).toEqual(first?.environment);

    const config = loadConfig(environmentOf(first ?? {}), '/app');
    expect(config).toMatchObject({
      host: '0.0.0.0',
      trustProxy: 1,
      publicUrl: new URL(operatorEnv.PUBLIC_URL ?? '').origin,
      migrateOnStart: false,
      s3: { bucket: expect.any(String), forcePathStyle: true, credentials: expect.any(Object) },
    });
    // Each address names one of compose's own services.
    for (const address of [
      config.databaseUrl,
      config.redisUrl,
      config.s3?.endpoint,
      config.smtpUrl,
    ]) {
      expect(Object.keys(services)).toContain(new URL(address ?? '').hostname);
    }
  });

  it('migrates once, before any instance starts', () => {
    const migrate = services.migrate;
    const [npm, run, script] = migrate?.command ?? [];
    const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect([npm, run]).toEqual(['npm', 'run']);
    expect(scripts).toHaveProperty([script ?? '']);
    expect(migrate?.environment).toEqual(instances[0]?.[1].environment);
    for (const [, instance] of instances) {
      expect(dependsOn(instance, 'migrate')).toEqual({
        condition: 'service_completed_successfully',
      });
    }
  });

  it('lets a stopping instance drain before it is killed', () => {
    for (const [, instance] of instances) {
      const { shutdownGraceSeconds } = loadConfig(environmentOf(instance), '/app');
      // The grace, then requests in flight get up to IN_FLIGHT_LIMIT_MS to finish, then the close.
      const drain = shutdownGraceSeconds + IN_FLIGHT_LIMIT_MS / 1000;
      expect(seconds(instance.stop_grace_period ?? '10s')).toBeGreaterThan(drain);
    }
  });

  it("sends the proxy's traffic to the instances, at the site's public address", () => {
    const caddyfile = readFileSync(join(root, 'deploy/Caddyfile'), 'utf8');
    const upstreams = /reverse_proxy\s+([^{]+)\{/.exec(caddyfile)?.[1]?.trim().split(/\s+/);
    expect(upstreams).toEqual(instances.map(([name]) => `${name}:${imageEnv.PORT}`));
    expect(caddyfile).toMatch(/^\s*health_uri \/api\/health\/ready\/$/m);
    expect(caddyfile).toMatch(/^\{\$PUBLIC_URL\} \{$/m);
    expect(services.proxy?.environment?.PUBLIC_URL).toBe(instances[0]?.[1].environment?.PUBLIC_URL);
  });
});

describe('deploy/.env.example', () => {
  const { all, required } = interpolatedNames(root);
  const mentioned = [
    ...readFileSync(envExamplePath, 'utf8').matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm),
  ].map(([, name]) => name);

  it('sets every variable compose.yaml requires', () => {
    expect([...required].filter((name) => !(name in operatorEnv))).toEqual([]);
  });

  it('names every variable compose.yaml reads, and no other', () => {
    expect([...all].filter((name) => !mentioned.includes(name))).toEqual([]);
    expect(mentioned.filter((name) => !all.has(name ?? ''))).toEqual([]);
  });
});
