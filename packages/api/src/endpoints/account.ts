import { endpoint } from '../endpoint.js';
import { LogoutBody, RefreshBody, TokenPair, User } from '../schemas/account.js';

/**
 * The Account calls, under `auth/`, that a session makes: its tokens and its user. The account's
 * forms (sign up and in, the password, the profile, codes) are account-forms.ts's, a module of
 * their own: the app's first load, which keeps a session, then carries neither them nor their
 * bodies' checks.
 */

export const refresh = endpoint({
  method: 'POST',
  path: '/auth/token/refresh/',
  summary: 'Trade a refresh token for a new pair',
  tag: 'Account',
  body: RefreshBody,
  answers: { 200: TokenPair },
  errors: [401],
});

export const logout = endpoint({
  method: 'POST',
  path: '/auth/logout/',
  summary: 'Sign out: end the sign-in of a refresh token, or with `all` every sign-in',
  tag: 'Account',
  body: LogoutBody,
  answers: { 204: null },
  errors: [429],
});

export const user = endpoint({
  method: 'GET',
  path: '/auth/user/',
  summary: 'The signed-in user',
  tag: 'Account',
  auth: 'user',
  answers: { 200: User },
});
