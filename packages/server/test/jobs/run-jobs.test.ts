import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import type { Job } from '../../src/jobs/job.js';
import { startJobs } from '../../src/jobs/run-jobs.js';
import { testDatabaseKind } from '../support/test-database.js';
import { waitFor } from '../support/wait-for.js';
import { useDatabases } from './opened-databases.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A log that keeps the messages of the errors it is given, for the tests to read. */
function keptLog(): FastifyBaseLogger & { errors: string[] } {
  const errors: string[] = [];
  const log = {
    errors,
    info() {},
    error(_object: object, message: string) {
      errors.push(message);
    },
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger & { errors: string[] };
}

/** A job whose passes count themselves and how many ran at once; `slowMs` makes each last. */
function countedJob(name: string, { everyMs = 60_000, slowMs = 0, failFirst = false } = {}) {
  const seen = { passes: 0, running: 0, mostAtOnce: 0 };
  const job: Job = {
    name,
    everyMs,
    async pass() {
      seen.running++;
      seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.running);
      try {
        await sleep(slowMs);
        seen.passes++;
        if (failFirst && seen.passes === 1) throw new Error('the first pass fails');
      } finally {
        seen.running--;
      }
    },
  };
  return { job, seen };
}

describe('the jobs runner', () => {
  const databases = useDatabases();
  const database = () => databases[0] as Database;

  it('runs a pass every everyMs, and a pass that fails is logged and the next still runs', async () => {
    const log = keptLog();
    const { job, seen } = countedJob('fails-once', { everyMs: 10, failFirst: true });
    const jobs = startJobs([job], database(), log);
    try {
      await waitFor('a pass after the failed one', async () =>
        seen.passes >= 2 ? true : undefined,
      );
      expect(log.errors).toHaveLength(1);
    } finally {
      await jobs.stop();
    }
  });

  it('stops its timers on stop, after waiting for the pass under way', async () => {
    const { job, seen } = countedJob('slow', { everyMs: 10, slowMs: 100 });
    const jobs = startJobs([job], database(), keptLog());
    await waitFor('a pass under way', async () => (seen.running > 0 ? true : undefined));
    await jobs.stop();
    expect(seen).toMatchObject({ passes: 1, running: 0 });
    await sleep(100);
    expect(seen.passes).toBe(1);
  });

  it('runs a pass at once on runOnce, after the one under way, never two together', async () => {
    const { job, seen } = countedJob('driven', { slowMs: 50 });
    const jobs = startJobs([job], database(), keptLog());
    try {
      expect(await Promise.all([jobs.runOnce('driven'), jobs.runOnce('driven')])).toEqual([
        'done',
        'done',
      ]);
      expect(seen).toMatchObject({ passes: 2, mostAtOnce: 1 });
      expect(() => jobs.runOnce('unknown')).toThrow('no job is named unknown');
    } finally {
      await jobs.stop();
    }
  });

  it('answers failed from runOnce for a pass that throws, and logs it', async () => {
    const log = keptLog();
    const { job } = countedJob('fails', { failFirst: true });
    const jobs = startJobs([job], database(), log);
    try {
      expect(await jobs.runOnce('fails')).toBe('failed');
      expect(log.errors).toHaveLength(1);
      expect(await jobs.runOnce('fails')).toBe('done');
    } finally {
      await jobs.stop();
    }
  });

  if (testDatabaseKind() === 'postgres') {
    it('lets one instance at a time run a job: the other is busy until the pass ends', async () => {
      const { job, seen } = countedJob('shared', { slowMs: 200 });
      const [one, other] = databases.map((each) => startJobs([job], each, keptLog()));
      try {
        const outcomes = await Promise.all([one?.runOnce('shared'), other?.runOnce('shared')]);
        expect(outcomes.sort()).toEqual(['busy', 'done']);
        expect(seen).toMatchObject({ passes: 1, mostAtOnce: 1 });
        // The lock went with the pass: the other instance may run the next one.
        expect(await other?.runOnce('shared')).toBe('done');
      } finally {
        await Promise.all([one?.stop(), other?.stop()]);
      }
    });
  }
});
