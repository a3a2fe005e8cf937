import { accountCalls, createRequester } from '@plaza/api';
import { createSession } from './session/session';
import { language } from '../i18n/language';
import { browserStorage, memoryStorage } from './local-storage';

const baseUrl = '/api/';
const getLanguage = () => language;

/**
 * The session's refresh goes through a client of its own, with no token hook: the refresh call needs
 * no Bearer header, and waiting for a fresh token before it would wait on itself.
 */
const tokenRequest = createRequester({ baseUrl, getLanguage });

/**
 * The calls that carry their tokens in the body (refresh, logout), through the client without the
 * token hook: a sign-out calls logout while it holds the refresh's lock, where waiting for a fresh
 * access token would wait on itself.
 */
export const tokenCalls = accountCalls(tokenRequest);

/** Calls made as whoever `access` belongs to, not as the session here (a `?refresh=` link's account). */
export const callsAs = (access: string) =>
  accountCalls(createRequester({ baseUrl, getLanguage, getAccessToken: () => access }));

/** The signed-in session, kept in local storage (a page-long one where local storage is refused). */
export const session = createSession({
  storage: browserStorage() ?? memoryStorage(),
  refreshTokens: tokenCalls.refresh,
});

/**
 * The app's one way to the Plaza API, on this origin's `/api/` (the dev server proxies it), which
 * the calls of lib/api-calls/<area>.ts go through. Every request carries the session's access token,
 * refreshed first when stale, and asks for names in the interface language (`Accept-Language`).
 */
export const request = createRequester({
  baseUrl,
  getLanguage,
  getAccessToken: session.accessToken,
});
