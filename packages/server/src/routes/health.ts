import { baseEndpoints as base } from '@plaza/api';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { route } from '../http/route.js';

/** GET `health/`: up, and the database answers. For load balancers and the README's smoke check. */
export function healthRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    route(app, base.health, async (_input, request) => {
      try {
        await database.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database does not answer');
        throw new HttpError(503, 'database_unavailable', 'The database does not answer.');
      }
      return { status: 'ok' as const, database: database.kind };
    });
  };
}
