import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { lapsingCounters, type Count } from './lapsing-counters.js';
import { MINUTE, throttled } from './rate-limits.js';

/** Wrong passwords for one account, from one address or from addresses new to it, per window. */
const MAX_FAILURES = 10;
const FAILURE_WINDOW = 15 * MINUTE;
/** How long an address the owner signed in from counts as theirs. */
const KNOWN_FOR = 30 * 24 * 60 * MINUTE;

/** One sign-in attempt, counted as a failure until its password proves right. */
export interface SignInAttempt {
  request: FastifyRequest;
  keys: { pair: string; account: string; known: string };
}

/**
 * Counts wrong passwords per account (OWASP's lockout that doesn't lock the owner out), so guessing
 * a public username's password can't keep its owner from signing in:
 *
 * - an account is its user (a username and its e-mail are one), or for a name that is no one's the
 *   name as typed, which locks the same way, so a lock tells no account apart;
 * - failures are counted per account and address, and that pair locks after MAX_FAILURES;
 * - they are counted per account across addresses too, and that lock applies only to addresses the
 *   owner has not signed in from in the last 30 days: a guesser elsewhere never locks them out of
 *   their own;
 * - a right password is no failure, and ends its address's run of mistakes.
 *
 * An attempt is counted before its password is checked, and taken back if right, so many guesses
 * sent at once can't all pass before the first is counted. As with the rate limits, a failing
 * Redis lets attempts through, logged: nobody is locked out by a cache outage.
 */
export function signInGuard(redis: Redis | undefined) {
  const counters = lapsingCounters(redis);

  const failSafe = async <T>(request: FastifyRequest, work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      request.log.error({ err: error }, 'sign-in counter store failed: letting the attempt pass');
      return undefined;
    }
  };
  const takeBack = async ({ keys }: SignInAttempt) => {
    await counters.takeBack(keys.pair);
    await counters.takeBack(keys.account);
  };
  /** The count that refuses the attempt, if any. */
  const lockOf = async ({ keys }: SignInAttempt): Promise<Count | undefined> => {
    const pair = await counters.add(keys.pair, FAILURE_WINDOW);
    const account = await counters.add(keys.account, FAILURE_WINDOW);
    if (pair.count > MAX_FAILURES) return pair;
    if (account.count > MAX_FAILURES && (await counters.read(keys.known)).count === 0) {
      return account;
    }
    return undefined;
  };

  return {
    /**
     * Counts an attempt to sign in to the account of `username` (or to `typed`, a name that is no
     * one's), or answers `429` if the account is locked for this address; a refused attempt is not
     * counted. An account is counted by its username rather than its id, which every new database
     * starts again at 1, and a Redis may serve more than one (the tests' does).
     */
    async attempt(
      request: FastifyRequest,
      username: string | undefined,
      typed: string,
    ): Promise<SignInAttempt> {
      const account = (username ?? typed).trim().toLowerCase();
      const address = normalizeIP(request.ip);
      const attempt = {
        request,
        keys: {
          pair: `sign-in:${account}:${address}`,
          account: `sign-in:${account}`,
          known: `signed-in:${account}:${address}`,
        },
      };
      const lock = await failSafe(request, async () => {
        const found = await lockOf(attempt);
        if (found) await takeBack(attempt);
        return found;
      });
      if (lock) throw throttled(Math.max(1, Math.ceil(lock.msLeft / 1000)));
      return attempt;
    },

    /** The password was right: no failure, and this address is the owner's for 30 days. */
    async succeeded(attempt: SignInAttempt): Promise<void> {
      await failSafe(attempt.request, async () => {
        await counters.clear(attempt.keys.pair);
        await counters.takeBack(attempt.keys.account);
        await counters.mark(attempt.keys.known, KNOWN_FOR);
      });
    },
  };
}

export type SignInGuard = ReturnType<typeof signInGuard>;
