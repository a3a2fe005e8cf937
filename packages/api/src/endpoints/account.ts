import { endpoint } from '../endpoint.js';
import {
  Detail,
  LoginBody,
  LogoutBody,
  RefreshBody,
  RegisterBody,
  ResetPasswordBody,
  ResetPasswordSendBody,
  SendCodeBody,
  TokenPair,
  UpdateUserBody,
  User,
} from '../schemas/account.js';

/** The Account calls, under `auth/`. */

export const register = endpoint({
  method: 'POST',
  path: '/auth/register/',
  summary: 'Open an account, signed in at once',
  tag: 'Account',
  body: RegisterBody,
  answers: { 201: TokenPair },
  errors: [429],
});

export const login = endpoint({
  method: 'POST',
  path: '/auth/token/',
  summary: 'Sign in with a username or e-mail address and a password',
  tag: 'Account',
  body: LoginBody,
  answers: { 200: TokenPair },
  errors: [401, 429],
});

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

export const sendResetCode = endpoint({
  method: 'POST',
  path: '/auth/reset-password/send/',
  summary: 'Mail a code that resets the password',
  tag: 'Account',
  body: ResetPasswordSendBody,
  answers: { 200: Detail },
  errors: [429],
});

export const resetPassword = endpoint({
  method: 'POST',
  path: '/auth/reset-password/',
  summary: 'Set a new password with the mailed code',
  tag: 'Account',
  body: ResetPasswordBody,
  answers: { 200: Detail },
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

export const updateUser = endpoint({
  method: 'PATCH',
  path: '/auth/user/',
  summary: 'Change the signed-in user’s profile, e-mail address, password or avatar',
  tag: 'Account',
  auth: 'user',
  body: UpdateUserBody,
  files: { avatar: 'one' },
  answers: { 200: User },
});

export const sendCode = endpoint({
  method: 'POST',
  path: '/auth/user/send-code/',
  summary: 'Mail the signed-in user a code for a change or a withdrawal',
  tag: 'Account',
  auth: 'user',
  body: SendCodeBody,
  answers: { 200: Detail },
  errors: [429],
});
