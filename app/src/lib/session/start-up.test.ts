import type { TokenPair } from '@plaza/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../local-storage';
import { createAuthState } from '../../stores/auth-state';
import { ACCESS_TOKEN_LIFETIME_MS, createSession } from './session';
import { restoreSession, takeRefreshLink } from './start-up';

function setUp(refreshTokens: (token: string) => Promise<TokenPair>) {
  const storage = memoryStorage();
  const refresh = vi.fn(refreshTokens);
  const session = createSession({ storage, refreshTokens: refresh, reportError: () => {} });
  return { storage, session, refresh, auth: createAuthState() };
}

const pair: TokenPair = { access: 'access-2', refresh: 'refresh-2' };

describe('start-up', () => {
  it('takes a ?refresh= link out of the address, keeping the rest of it', () => {
    const replaceAddress = vi.fn();
    const url = new URL('http://plaza.test/purchases?page=2&refresh=from-link#top');
    expect(takeRefreshLink(url, replaceAddress)).toBe('from-link');
    expect(replaceAddress).toHaveBeenCalledExactlyOnceWith('/purchases?page=2#top');
  });

  it('leaves the address alone without a ?refresh= link', () => {
    const replaceAddress = vi.fn();
    expect(takeRefreshLink(new URL('http://plaza.test/explore?category=2'), replaceAddress)).toBe(
      null,
    );
    expect(replaceAddress).not.toHaveBeenCalled();
  });

  it('stays signed out, calling nothing, without a refresh token', async () => {
    const { session, refresh, auth } = setUp(async () => pair);
    await expect(restoreSession(session, auth)).resolves.toBe(true);
    expect(refresh).not.toHaveBeenCalled();
    expect(auth).toEqual({ isAuthenticated: false, isRestoring: false });
  });

  it('signs in with a refresh, restoring meanwhile', async () => {
    const { storage, session, refresh, auth } = setUp(async () => pair);
    session.adopt('from-link');
    const restoring = restoreSession(session, auth);
    expect(auth).toEqual({ isAuthenticated: false, isRestoring: true });
    await expect(restoring).resolves.toBe(true);
    expect(refresh).toHaveBeenCalledWith('from-link');
    expect(auth).toEqual({ isAuthenticated: true, isRestoring: false });
    expect(storage.values.get('access')).toBe('access-2');
  });

  it('ends signed out, tokens gone, when the refresh is refused', async () => {
    const { storage, session, auth } = setUp(() => Promise.reject(new Error('token_not_valid')));
    session.store({ access: 'old', refresh: 'spent' });
    await expect(restoreSession(session, auth)).resolves.toBe(false);
    expect(auth).toEqual({ isAuthenticated: false, isRestoring: false });
    expect(storage.values.size).toBe(0);
  });
});

describe('a session restored at start-up, on the clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is used as it is for 5 minutes, then refreshed once before the next requests', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') });
    let issued = 1;
    const { session, refresh, auth } = setUp(async () => {
      issued += 1;
      return { access: `access-${issued}`, refresh: `refresh-${issued}` };
    });
    session.adopt('refresh-1');
    await restoreSession(session, auth);
    expect(refresh).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(ACCESS_TOKEN_LIFETIME_MS - 1000);
    await expect(session.accessToken()).resolves.toBe('access-2');
    expect(refresh).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1001);
    await expect(Promise.all([session.accessToken(), session.accessToken()])).resolves.toEqual([
      'access-3',
      'access-3',
    ]);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenLastCalledWith('refresh-2');
  });
});
