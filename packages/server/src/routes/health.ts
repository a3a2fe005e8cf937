import { Health } from '@plaza/api';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { operation } from '../http/operation.js';

/** GET `health/`: up, and the database answers. For load balancers and the README's smoke check. */
export function healthRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    const doc = operation({
      summary: 'Whether the server and its database answer',
      tag: 'Health',
      answers: { 200: Health },
      errors: [503],
    });
    app.get('/health/', doc, async (request): Promise<Health> => {
      try {
        await database.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database does not answer');
        throw new HttpError(503, 'database_unavailable', 'The database does not answer.');
      }
      return { status: 'ok', database: database.kind };
    });
  };
}
