import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAuth } from './auth/authenticate.js';
import type { Config } from './config/index.js';
import type { Database } from './db/database.js';
import { registerCompression } from './http/compression.js';
import { registerErrorHandler, routerErrorAnswer } from './http/error-handler.js';
import { registerJsonBody } from './http/json-body.js';
import {
  flushLogOnClose,
  loggerOptions,
  registerRequestIds,
  requestIdOf,
  requestLogController,
} from './http/logger.js';
import { MULTIPART_BODY_LIMIT } from './http/multipart.js';
import { registerOpenApi, registerOperations } from './http/openapi.js';
import { registerSecurityHeaders, securityHeaders } from './http/security-headers.js';
import { registerUnderPressure } from './http/under-pressure.js';
import type { Job } from './jobs/job.js';
import { startJobs } from './jobs/run-jobs.js';
import { registerMetrics } from './metrics/metrics-route.js';
import { notificationSweep } from './notifications/sweep.js';
import { claimDeadlineSweep } from './claims/deadline-sweep.js';
import { autoReceiveSweep } from './orders/auto-receive.js';
import { expirySweep } from './orders/expiry.js';
import { hostedExpiry } from './payments/read-back.js';
import { refundSweep } from './payments/refund-sweep.js';
import { serveApp } from './http/serve-app.js';
import { registerPages } from './render/serve-pages.js';
import { registerApiRoutes } from './routes/index.js';
import { createServices, type Services } from './services.js';
import { serveUploads } from './storage/serve-uploads.js';

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** docs/api.md: JSON bodies are limited to 1 MB. */
const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Every job the server runs while it is up (jobs/run-jobs.ts), in one list: a new job is its entry
 * here and its own pass.
 */
function serverJobs(services: Services): Job[] {
  return [
    // Unpaid purchases past their payment window: expired, their stock back on sale.
    expirySweep({ ...services, hosted: (log) => hostedExpiry(services, log) }),
    // Refunds the provider could not be asked when they opened.
    refundSweep(services),
    // Purchases sent AUTO_RECEIVE_DAYS ago that nobody confirmed: received for their buyers.
    autoReceiveSweep(services),
    // Claims whose party let their deadline pass: escalated, or withdrawn.
    claimDeadlineSweep(services),
    // Read notifications past their keeping time.
    notificationSweep(services.db),
  ];
}

/**
 * Builds the HTTP server: the REST API under `/api/`, uploads, and the built app on the same port;
 * and starts the server's jobs. `isStopping` says when health/ready/ turns away traffic (server.ts).
 */
export async function buildApp(
  config: Config,
  database: Database,
  isStopping: () => boolean,
): Promise<FastifyInstance> {
  const secure = securityHeaders({ hcaptcha: config.hcaptchaSecret !== undefined });
  const app = Fastify({
    logger: loggerOptions(config),
    logController: requestLogController(),
    genReqId: requestIdOf(config),
    bodyLimit: JSON_BODY_LIMIT,
    // Keeps in-flight requests finishing on shutdown while idle keep-alive sockets close at once.
    forceCloseConnections: 'idle',
    // A number is how many proxies stand in front; Fastify's types only take it as a function.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    frameworkErrors: routerErrorAnswer(secure),
  });
  flushLogOnClose(app);
  registerRequestIds(app);
  registerErrorHandler(app);
  registerJsonBody(app);
  registerSecurityHeaders(app, secure);
  await registerUnderPressure(app, config.maxEventLoopDelayMs);
  await registerCompression(app);
  const services = await createServices(config, database.db, app.log);
  app.addHook('onClose', () => services.close());
  registerMetrics(app, services.metrics, config.metricsToken);
  const jobs = startJobs(serverJobs(services), database, app.log, services.counters.jobPasses);
  app.decorate('jobs', jobs);
  // Before the database and services close (onClose), so no pass is cut halfway.
  app.addHook('preClose', () => jobs.stop());
  await app.register(
    async (api) => {
      // Each route reads its own multipart body with its own file limits (http/multipart.ts).
      await api.register(fastifyMultipart, { limits: { fileSize: MULTIPART_BODY_LIMIT } });
      registerAuth(api, database.db, services.accessTokens);
      registerOperations(api);
      if (config.apiDocs) await registerOpenApi(api);
      await registerApiRoutes(api, services, database, isStopping);
    },
    { prefix: '/api' },
  );
  await serveUploads(app, config, services.storage);
  await serveApp(app, config.staticDir, await registerPages(app, services, config.staticDir));
  return app;
}
