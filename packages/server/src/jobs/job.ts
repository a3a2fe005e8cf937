import type { FastifyBaseLogger } from 'fastify';

/**
 * A pass the server repeats while it runs, such as a sweep, declared once in the list in app.ts:
 * jobs/run-jobs.ts times it, keeps two instances from running it at once, logs its failures and
 * stops it when the server closes.
 */
export interface Job {
  /** Names it in the log and in the lock that keeps instances from running it together. */
  name: string;
  /** The wait from the end of one pass to the start of the next. */
  everyMs: number;
  /** One pass. A failure is logged and the next pass comes as planned. */
  pass(log: FastifyBaseLogger): Promise<void>;
}
