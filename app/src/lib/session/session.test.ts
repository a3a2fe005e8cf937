import { ApiError, CLIENT_ERROR_CODES, type TokenPair } from '@plaza/api';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../local-storage';
import { ACCESS_TOKEN_LIFETIME_MS, createSession } from './session';

/** A session on a clock the test moves, whose refresh call answers `pairs` in order. */
function setUp(answers: (() => Promise<TokenPair>)[] = []) {
  const storage = memoryStorage();
  let time = 1_000_000;
  const refreshTokens = vi.fn((_token: string) => {
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected refresh');
    return answer();
  });
  const reportError = vi.fn();
  const session = createSession({ storage, refreshTokens, now: () => time, reportError });
  const advance = (ms: number) => (time += ms);
  return { storage, session, refreshTokens, reportError, advance, now: () => time };
}

const pair = (n: number): TokenPair => ({ access: `access-${n}`, refresh: `refresh-${n}` });

describe('the session', () => {
  it('stores a pair with the time its access token goes stale, 5 minutes on', () => {
    const { storage, session, now } = setUp();
    session.store(pair(1));
    expect(Object.fromEntries(storage.values)).toEqual({
      access: 'access-1',
      refresh: 'refresh-1',
      timestamp: String(now() + ACCESS_TOKEN_LIFETIME_MS),
    });
  });

  it('gives no token and makes no call when signed out', async () => {
    const { session, refreshTokens } = setUp();
    await expect(session.accessToken()).resolves.toBeNull();
    expect(refreshTokens).not.toHaveBeenCalled();
  });

  it('uses a fresh access token as it is', async () => {
    const { session, refreshTokens, advance } = setUp();
    session.store(pair(1));
    advance(ACCESS_TOKEN_LIFETIME_MS - 1);
    await expect(session.accessToken()).resolves.toBe('access-1');
    expect(refreshTokens).not.toHaveBeenCalled();
  });

  it('refreshes a stale token before the request, and moves the timestamp on', async () => {
    const { storage, session, refreshTokens, advance, now } = setUp([async () => pair(2)]);
    session.store(pair(1));
    advance(ACCESS_TOKEN_LIFETIME_MS + 1);
    await expect(session.accessToken()).resolves.toBe('access-2');
    expect(refreshTokens).toHaveBeenCalledWith('refresh-1');
    expect(storage.values.get('refresh')).toBe('refresh-2');
    expect(storage.values.get('timestamp')).toBe(String(now() + ACCESS_TOKEN_LIFETIME_MS));
  });

  it('runs one refresh however many requests find the token stale at once', async () => {
    let answer: (value: TokenPair) => void = () => {};
    const { session, refreshTokens, advance } = setUp([
      () => new Promise<TokenPair>((resolve) => (answer = resolve)),
    ]);
    session.store(pair(1));
    advance(ACCESS_TOKEN_LIFETIME_MS + 1);
    const tokens = Promise.all([
      session.accessToken(),
      session.accessToken(),
      session.accessToken(),
    ]);
    await Promise.resolve();
    answer(pair(2));
    await expect(tokens).resolves.toEqual(['access-2', 'access-2', 'access-2']);
    expect(refreshTokens).toHaveBeenCalledTimes(1);
  });

  it('on a refused refresh: reports it, clears the three values, and the request goes without a token', async () => {
    const refused = new Error('token_not_valid');
    const { storage, session, reportError, advance } = setUp([() => Promise.reject(refused)]);
    session.store(pair(1));
    advance(ACCESS_TOKEN_LIFETIME_MS + 1);
    await expect(session.accessToken()).resolves.toBeNull();
    expect(reportError).toHaveBeenCalledWith(refused);
    expect(storage.values.size).toBe(0);
  });

  it('keeps the tokens when a refresh got no answer (a reload cut it off), and sends the request without one', async () => {
    const unanswered = new ApiError({
      status: 0,
      code: CLIENT_ERROR_CODES.network,
      detail: 'TypeError: Failed to fetch',
    });
    const { storage, session, reportError, advance } = setUp([
      () => Promise.reject(unanswered),
      async () => pair(2),
    ]);
    session.store(pair(1));
    advance(ACCESS_TOKEN_LIFETIME_MS + 1);
    await expect(session.accessToken()).resolves.toBeNull();
    expect(reportError).toHaveBeenCalledWith(unanswered);
    expect(storage.values.get('refresh')).toBe('refresh-1');
    // The next page presents the same token again (docs/api.md keeps a window for exactly that).
    await expect(session.accessToken()).resolves.toBe('access-2');
  });

  it('refreshes at start-up from a refresh token alone, as after a ?refresh= link', async () => {
    const { storage, session } = setUp([async () => pair(3)]);
    storage.setItem('refresh', 'refresh-from-link');
    expect(session.hasRefreshToken()).toBe(true);
    await expect(session.refresh()).resolves.toBe(true);
    await expect(session.accessToken()).resolves.toBe('access-3');
  });

  it('answers false to a refresh with nothing to refresh', async () => {
    const { session, refreshTokens } = setUp();
    await expect(session.refresh()).resolves.toBe(false);
    expect(refreshTokens).not.toHaveBeenCalled();
  });

  it('lets two tabs on one storage refresh once between them, never reusing a token', async () => {
    const storage = memoryStorage();
    let time = 0;
    const refreshTokens = vi.fn(async (token: string) => {
      // The server's rule: a token spent once is refused, and the family revoked, the second time.
      if (token !== 'refresh-1') throw new Error('reused');
      return pair(2);
    });
    // One lock for both tabs, as the browser's Web Locks API gives.
    let queue = Promise.resolve();
    const withLock = <T>(_name: string, task: () => Promise<T>) => {
      const run = queue.then(task);
      queue = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    };
    const tab = () => createSession({ storage, refreshTokens, now: () => time, withLock });
    const [first, second] = [tab(), tab()];
    first.store(pair(1));
    time += ACCESS_TOKEN_LIFETIME_MS + 1;

    await expect(Promise.all([first.accessToken(), second.accessToken()])).resolves.toEqual([
      'access-2',
      'access-2',
    ]);
    expect(refreshTokens).toHaveBeenCalledTimes(1);
    expect(storage.values.get('refresh')).toBe('refresh-2');
  });
});
