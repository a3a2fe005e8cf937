import { describe, expect, it } from 'vitest';
import type { ReturnOutcome } from './payment-return';
import { checkUntilSettled, RETURN_CHECK_WAITS_MS } from './return-checks';

/** Checks that answer `outcomes` in turn (a thrown Error for `fail`), and the waits between them. */
function scripted(outcomes: (ReturnOutcome | 'fail')[], stopAfter = Infinity) {
  const waits: number[] = [];
  let checks = 0;
  return {
    waits,
    checks: () => checks,
    run: (schedule?: readonly number[]) =>
      checkUntilSettled(
        {
          check: async () => {
            const outcome = outcomes[checks++] ?? 'waiting';
            if (outcome === 'fail') throw new Error('provider unavailable');
            return outcome;
          },
          wait: async (ms) => {
            waits.push(ms);
          },
          isStopped: () => checks >= stopAfter,
        },
        schedule,
      ),
  };
}

describe('the checks of a return from the provider', () => {
  it('stop at the first paid answer, after the waits before it', async () => {
    const run = scripted(['waiting', 'waiting', 'paid']);
    expect(await run.run()).toBe('paid');
    expect(run.checks()).toBe(3);
    expect(run.waits).toEqual([1000, 2000]);
  });

  it('check once, at once, when the purchase is already paid', async () => {
    const run = scripted(['paid']);
    expect(await run.run()).toBe('paid');
    expect(run.waits).toEqual([]);
  });

  it('stop when the purchase has ended unpaid', async () => {
    const run = scripted(['waiting', 'ended']);
    expect(await run.run()).toBe('ended');
    expect(run.checks()).toBe(2);
  });

  it('give up waiting after the whole schedule: one check more than waits', async () => {
    const run = scripted([]);
    expect(await run.run()).toBe('waiting');
    expect(run.waits).toEqual([...RETURN_CHECK_WAITS_MS]);
    expect(run.checks()).toBe(RETURN_CHECK_WAITS_MS.length + 1);
  });

  it('count a failed check as one more try, and go on', async () => {
    const run = scripted(['fail', 'fail', 'paid']);
    expect(await run.run()).toBe('paid');
    expect(run.waits).toEqual([1000, 2000]);
  });

  it('check nothing more once stopped', async () => {
    const run = scripted(['waiting', 'paid'], 1);
    expect(await run.run()).toBeNull();
    expect(run.checks()).toBe(1);
  });
});

describe('the schedule of checks', () => {
  it('waits longer each time, about half a minute in all', () => {
    const total = RETURN_CHECK_WAITS_MS.reduce((sum, ms) => sum + ms, 0);
    expect(total).toBeGreaterThanOrEqual(25_000);
    expect(total).toBeLessThanOrEqual(35_000);
    RETURN_CHECK_WAITS_MS.slice(1).forEach((ms, index) =>
      expect(ms).toBeGreaterThan(RETURN_CHECK_WAITS_MS[index]!),
    );
  });
});
