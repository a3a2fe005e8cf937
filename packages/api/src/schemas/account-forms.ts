import * as s from 'superstruct';
import { documented } from '../json-schema.js';
import { Email, OneTimeCode, Password, PersonName, PhoneNumber, Username } from './account.js';
import { shortText } from './form-values.js';

/*
 * The bodies of the account's forms (sign up and in, the password, the profile, codes): apart from
 * account.ts, which a session's calls need on the app's first load, since only the forms' screens
 * check them.
 */

/** POST `auth/register/`. An empty `referral_code` means none; the captcha is checked by the server. */
export const RegisterBody = s.object({
  username: Username,
  email: Email,
  password: Password,
  first_name: PersonName,
  last_name: PersonName,
  referral_code: s.optional(
    documented(
      s.refine(s.string(), 'referral_code', (value) => value.length <= 32 || 'Enter a valid code.'),
      { maxLength: 32 },
    ),
  ),
  accept_terms: s.refine(
    s.boolean(),
    'accepted',
    (value) => value || 'Accept the terms and the privacy policy.',
  ),
  hcaptcha_token: s.optional(s.string()),
});
export type RegisterBody = s.Infer<typeof RegisterBody>;

/** POST `auth/token/`: `username` is a username or an e-mail address. */
export const LoginBody = s.object({ username: shortText(254), password: shortText(128) });
export type LoginBody = s.Infer<typeof LoginBody>;

export const ResetPasswordSendBody = s.object({ email: Email });
export type ResetPasswordSendBody = s.Infer<typeof ResetPasswordSendBody>;

export const ResetPasswordBody = s.refine(
  s.object({
    email: Email,
    otp: OneTimeCode,
    password: Password,
    password_confirmation: s.string(),
  }),
  'password_match',
  (body) =>
    body.password === body.password_confirmation || {
      path: ['password_confirmation'],
      message: 'The two passwords do not match.',
    },
);
export type ResetPasswordBody = s.Infer<typeof ResetPasswordBody>;

/** POST `auth/user/send-code/`: a code for a password or e-mail change, or for a withdrawal. */
export const SendCodeBody = s.object({ isWithdrawal: s.defaulted(s.boolean(), false) });
export type SendCodeBody = s.Infer<typeof SendCodeBody>;

/**
 * PATCH `auth/user/`, every field optional. A new `email` or `password` needs `code` from `send-code`.
 * `avatar` travels as a file part beside these fields; `is_admin`, `has_membership`, `referral_code`
 * and `referred_by` are not here because nobody sets them through this call.
 */
export const UpdateUserBody = s.object({
  username: s.optional(Username),
  email: s.optional(Email),
  first_name: s.optional(PersonName),
  last_name: s.optional(PersonName),
  phone_number: s.optional(s.nullable(PhoneNumber)),
  password: s.optional(Password),
  code: s.optional(OneTimeCode),
});
export type UpdateUserBody = s.Infer<typeof UpdateUserBody>;
