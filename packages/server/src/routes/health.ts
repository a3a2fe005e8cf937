import { baseEndpoints as base, type CheckOutcome, type ReadyChecks } from '@plaza/api';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { route } from '../http/route.js';
import type { Services } from '../services.js';

/**
 * How long health/ready/ waits for each dependency: one that hangs fails the check, rather than
 * the load balancer's own request timing out with no reason given.
 */
const CHECK_LIMIT_MS = 2_000;

/** A key the server never makes (keys have an extension): asking for it only asks the bucket. */
const ABSENT_KEY = 'health/ready';

/** Asks one dependency; fails (throws) when it does not answer. */
type Check = () => Promise<unknown>;

/** What answering `check` in time takes: `ok`, or `failed` with the reason in the log. */
async function outcomeOf(
  name: string,
  check: Check,
  log: FastifyBaseLogger,
): Promise<CheckOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer in ${CHECK_LIMIT_MS} ms`)),
      CHECK_LIMIT_MS,
    );
  });
  try {
    await Promise.race([check(), late]);
    return 'ok';
  } catch (error) {
    log.warn({ err: error, check: name }, 'readiness check failed');
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET `health/`: up, and the database answers (the README's smoke check). GET `health/live/`: the
 * process answers, for a restart decision, so it asks nothing a restart would not fix. GET
 * `health/ready/`: whether a load balancer should send this instance traffic, which it should not
 * once `isStopping()` (from SIGTERM on, server.ts) or while a dependency it serves with fails.
 */
export function healthRoutes(
  { redis, storage, config }: Services,
  database: Database,
  isStopping: () => boolean,
) {
  const checks: Record<keyof ReadyChecks, Check | undefined> = {
    database: () => database.db.execute(sql`select 1`),
    redis: redis && (() => redis.ping()),
    // Only a bucket: the local folder is this machine's own disk, not a service that stops answering.
    storage:
      config.s3 &&
      (async () => {
        const found = await storage.open(ABSENT_KEY);
        found?.stream.destroy();
      }),
  };

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

    route(app, base.live, async () => ({ status: 'ok' as const }));

    route(app, base.ready, async (_input, request) => {
      // Its dependencies are about to close: asking them now says nothing the balancer needs.
      if (isStopping()) throw new HttpError(503, 'stopping', 'The server is stopping.');
      const asked = Object.entries(checks).filter(
        (entry): entry is [string, Check] => entry[1] !== undefined,
      );
      const outcomes: ReadyChecks = Object.fromEntries(
        await Promise.all(
          asked.map(async ([name, check]) => [name, await outcomeOf(name, check, request.log)]),
        ),
      );
      const failed = Object.entries(outcomes).flatMap(([name, outcome]) =>
        outcome === 'failed' ? [name] : [],
      );
      if (failed.length > 0) {
        throw new HttpError(
          503,
          'not_ready',
          `Not ready: ${failed.join(', ')} did not answer.`,
          {},
          { checks: outcomes },
        );
      }
      return { checks: outcomes };
    });
  };
}
