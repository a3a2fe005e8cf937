import type { EnvReader } from './env-reader.js';

/** Running Plaza in production (docs/api.md, Operating Plaza): stopping, migrating, watching. */
export interface OperationsConfig {
  /**
   * How long a stopping server keeps serving what is in flight and what still arrives after
   * `SIGTERM` (server.ts), so a load balancer that reads `health/ready/` has time to look elsewhere.
   */
  shutdownGraceSeconds: number;
  /** Whether the server applies pending migrations at start; `npm run db:migrate` does otherwise. */
  migrateOnStart: boolean;
  /** The bearer token `/metrics` asks for; unset, there is no `/metrics`. */
  metricsToken: string | undefined;
  /** Where OpenTelemetry traces are sent (OTLP over HTTP); unset, nothing is traced. */
  otelEndpoint: string | undefined;
}

/** Longer than any load balancer's health interval needs, short of an orchestrator's kill timeout. */
const MAX_GRACE_SECONDS = 600;

/** Short enough to guess: a token is compared in full, but a weak one is still guessed. */
const MIN_METRICS_TOKEN_LENGTH = 16;

/**
 * SHUTDOWN_GRACE_SECONDS (10, 0 to 600), MIGRATE_ON_START (true), METRICS_TOKEN (unset, at least 16
 * characters) and OTEL_EXPORTER_OTLP_ENDPOINT (unset, an http:// or https:// URL).
 */
export function readOperationsConfig(env: EnvReader): OperationsConfig {
  const graceText = env.text('SHUTDOWN_GRACE_SECONDS') ?? '10';
  const shutdownGraceSeconds = Number(graceText);
  if (!/^\d+(\.\d+)?$/.test(graceText) || shutdownGraceSeconds > MAX_GRACE_SECONDS) {
    env.problem(
      `SHUTDOWN_GRACE_SECONDS must be a number of seconds from 0 to ${MAX_GRACE_SECONDS}; got "${graceText}"`,
    );
  }
  const metricsToken = env.raw('METRICS_TOKEN') || undefined;
  if (metricsToken !== undefined && metricsToken.length < MIN_METRICS_TOKEN_LENGTH) {
    env.problem(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters long`);
  }
  const otelEndpoint = env.text('OTEL_EXPORTER_OTLP_ENDPOINT');
  if (otelEndpoint !== undefined && !/^https?:\/\/.+/.test(otelEndpoint)) {
    env.problem('OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// URL');
  }
  return {
    shutdownGraceSeconds,
    migrateOnStart: env.flag('MIGRATE_ON_START', true),
    metricsToken,
    otelEndpoint,
  };
}
