import { endpoint } from '../endpoint.js';
import { Detail, TokenPair, User } from '../schemas/account.js';
import {
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  ResetPasswordSendBody,
  SendCodeBody,
  UpdateUserBody,
} from '../schemas/account-forms.js';

/** The Account calls of the account's forms (account.ts says why apart). */

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
