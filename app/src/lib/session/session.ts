import { ApiError, CLIENT_ERROR_CODES, type TokenPair } from '@plaza/api';
import type { KeyValueStorage } from '../local-storage';

/** docs/product.md, section 4: an access token is trusted for 5 minutes after it was issued. */
export const ACCESS_TOKEN_LIFETIME_MS = 5 * 60 * 1000;

/** The local storage keys of the session (docs/product.md, section 3: session tokens). */
export const SESSION_KEYS = {
  access: 'access',
  refresh: 'refresh',
  timestamp: 'timestamp',
} as const;

export interface SessionOptions {
  storage: KeyValueStorage;
  /** Spends a refresh token for a new pair. It must not wait for `accessToken()`, or it waits on itself. */
  refreshTokens: (refresh: string) => Promise<TokenPair>;
  now?: () => number;
  /** Where a failed refresh is reported (docs/product.md: "the error is logged"). */
  reportError?: (error: unknown) => void;
  /** Runs `task` while holding the lock `name` across every tab of this site. */
  withLock?: <T>(name: string, task: () => Promise<T>) => Promise<T>;
}

/**
 * The Web Lock a refresh holds from its call until the new pair is stored: whatever must not cut a
 * refresh short (leaving the page: lib/leave-page.ts) takes it too.
 */
export const SESSION_REFRESH_LOCK = 'plaza-session-refresh';

/** Whether a call failed without the server's answer (the requester's `network_error`). */
const isUnanswered = (error: unknown) =>
  error instanceof ApiError && error.code === CLIENT_ERROR_CODES.network;

/** The Web Locks API where the browser has it; elsewhere tabs cannot be coordinated, only requests. */
const webLock = <T>(name: string, task: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks
    ? // The lock's promise settles with what the task's promise settles with.
      (navigator.locks.request(name, task) as Promise<T>)
    : task();

/**
 * The signed-in session: the token pair in local storage and the time the access token goes stale.
 * However many requests find it stale at once, one refresh runs and they all wait for it: a second
 * refresh with the same token would count as reuse and sign the user out everywhere. Tabs share the
 * storage, so they take turns through a lock, and a tab that waited uses the pair the other one got.
 */
export function createSession({
  storage,
  refreshTokens,
  now = Date.now,
  reportError = console.error,
  withLock = webLock,
}: SessionOptions) {
  let refreshing: Promise<boolean> | undefined;

  const store = ({ access, refresh }: TokenPair) => {
    storage.setItem(SESSION_KEYS.access, access);
    storage.setItem(SESSION_KEYS.refresh, refresh);
    storage.setItem(SESSION_KEYS.timestamp, String(now() + ACCESS_TOKEN_LIFETIME_MS));
  };

  const clear = () => {
    for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
  };

  /** Trades the stored refresh token for a new pair; false, with the session cleared, when refused. */
  const refresh = (): Promise<boolean> => {
    const seen = storage.getItem(SESSION_KEYS.refresh);
    refreshing ??= withLock(SESSION_REFRESH_LOCK, async () => {
      const token = storage.getItem(SESSION_KEYS.refresh);
      // Another tab refreshed (or signed out) while this one waited: its outcome is ours too.
      if (token !== seen || !token) return token !== null;
      try {
        store(await refreshTokens(token));
        return true;
      } catch (error) {
        reportError(error);
        // No answer at all (the connection dropped, or the page is being left mid-refresh, which
        // cuts the call off): the token may be unspent, or spent with the answer lost, which the
        // next page's refresh recovers within docs/api.md's 10 seconds. Clearing it would sign the
        // user out for a lost answer; only the server's refusal does.
        if (!isUnanswered(error)) clear();
        return false;
      }
    }).finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  };

  /**
   * The access token for the next request, refreshed first when it has gone stale (docs/product.md,
   * section 4). When the refresh fails the request still goes, without a token.
   */
  const accessToken = async (): Promise<string | null> => {
    if (refreshing) await refreshing;
    const access = storage.getItem(SESSION_KEYS.access);
    if (!access) return null;
    const staleAt = Number(storage.getItem(SESSION_KEYS.timestamp));
    if (!(staleAt > now()) && !(await refresh())) return null;
    return storage.getItem(SESSION_KEYS.access);
  };

  /** The stored refresh token: what a sign-out hands the server to end this sign-in. */
  const refreshToken = () => storage.getItem(SESSION_KEYS.refresh);

  const hasRefreshToken = () => refreshToken() !== null;

  /** Takes a refresh token from elsewhere (a `?refresh=` link); the tokens of any earlier session go. */
  const adopt = (refreshToken: string) => {
    clear();
    storage.setItem(SESSION_KEYS.refresh, refreshToken);
  };

  return { store, clear, refresh, accessToken, refreshToken, hasRefreshToken, adopt };
}

export type Session = ReturnType<typeof createSession>;
