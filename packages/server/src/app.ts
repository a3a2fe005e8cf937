import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { registerErrorHandler } from './http/error-handler.js';
import { serveApp } from './http/serve-app.js';
import { categoryRoutes } from './routes/categories.js';
import { healthRoutes } from './routes/health.js';

/** API.md: JSON bodies are limited to 1 MB. */
const JSON_BODY_LIMIT = 1024 * 1024;

/** Builds the HTTP server: the REST API under `/api/` and the built app on the same port. */
export async function buildApp(config: Config, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: JSON_BODY_LIMIT,
    // Keeps in-flight requests finishing on shutdown while idle keep-alive sockets close at once.
    forceCloseConnections: 'idle',
  });
  registerErrorHandler(app);
  await app.register(
    async (api) => {
      await api.register(healthRoutes(database));
      await api.register(categoryRoutes(database.db));
    },
    { prefix: '/api' },
  );
  await serveApp(app, config.staticDir);
  return app;
}
