import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import type { ShopCounters } from '../metrics/shop-counters.js';
import type { Job } from './job.js';
import { onOneInstance, type PassOutcome } from './one-instance.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's jobs (the list in app.ts), started with it and stopped when it closes. */
    jobs: RunningJobs;
  }
}

/** The server's jobs while they run. */
export interface RunningJobs {
  /**
   * Runs job `name`'s pass now, after any pass of it under way and guarded as a timed one is: how
   * tests drive a job without waiting for its timer.
   */
  runOnce(name: string): Promise<PassOutcome>;
  /** Stops every timer and waits for the passes under way. */
  stop(): Promise<void>;
}

/**
 * Starts each job's timer: a pass every `everyMs` after the last one ended, so one slow pass never
 * has a second beside it in this process, and {@link onOneInstance} keeps other instances out. Each
 * pass's outcome is `counted` for `/metrics`.
 */
export function startJobs(
  jobs: readonly Job[],
  database: Pick<Database, 'db' | 'kind'>,
  log: FastifyBaseLogger,
  counted?: ShopCounters['jobPasses'],
): RunningJobs {
  const names = new Set(jobs.map((job) => job.name));
  // The name is the job's lock: two jobs under one name would keep each other out.
  if (names.size !== jobs.length) throw new Error('two jobs have the same name');
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  // Per job, its last pass asked for: the next one starts after it.
  const latest = new Map<string, Promise<PassOutcome>>();

  const guardedPass = async (job: Job): Promise<PassOutcome> => {
    const jobLog = log.child({ job: job.name });
    try {
      return await onOneInstance(database, job.name, () => job.pass(jobLog));
    } catch (error) {
      jobLog.error({ err: error }, 'a job’s pass failed; the next one runs as planned');
      return 'failed';
    }
  };

  const countedPass = async (job: Job): Promise<PassOutcome> => {
    const outcome = await guardedPass(job);
    counted?.inc({ job: job.name, outcome });
    return outcome;
  };

  const run = (job: Job): Promise<PassOutcome> => {
    const next = (latest.get(job.name) ?? Promise.resolve()).then(() => countedPass(job));
    latest.set(job.name, next);
    return next;
  };

  const schedule = (job: Job) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void run(job).then(() => schedule(job));
    }, job.everyMs);
    // A waiting timer never keeps the process alive on its own.
    timer.unref();
    timers.add(timer);
  };

  for (const job of jobs) schedule(job);

  return {
    runOnce(name) {
      const job = jobs.find((candidate) => candidate.name === name);
      if (!job) throw new Error(`no job is named ${name}`);
      return run(job);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(latest.values());
    },
  };
}
