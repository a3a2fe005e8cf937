import * as s from 'superstruct';
import { documented } from '../json-schema.js';
import { boundedText, shortText } from './form-values.js';

/*
 * Field rules of the Account calls (docs/api.md, docs/product.md section 5). The app's forms and the server check
 * bodies with these same structs. Each rule is a named refinement with a plain message, so a form can
 * translate by `refinement` while the server answers the message as is.
 */

const USERNAME = /^[A-Za-z0-9_]{3,30}$/;
/** Deliberately loose: the code sent to the address is the real check. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_NUMBER = /^\+?[0-9][0-9 ()-]{5,24}$/;

/** Letters, digits and underscores, 3 to 30 characters. */
export const Username = documented(
  s.refine(
    s.string(),
    'username',
    (value) => USERNAME.test(value) || 'Use 3 to 30 letters, digits or underscores.',
  ),
  { pattern: USERNAME.source },
);

export const Email = documented(
  s.refine(
    s.string(),
    'email',
    (value) => (value.length <= 254 && EMAIL.test(value)) || 'Enter a valid e-mail address.',
  ),
  { format: 'email', maxLength: 254 },
);

/** 8 to 20 characters (docs/product.md section 5); the server also refuses common passwords. */
export const Password = documented(
  s.refine(
    s.string(),
    'password_length',
    (value) => (value.length >= 8 && value.length <= 20) || 'Use 8 to 20 characters.',
  ),
  { minLength: 8, maxLength: 20 },
);

export const PersonName = boundedText('person_name', 150, { required: true });

export const PhoneNumber = documented(
  s.refine(
    s.string(),
    'phone_number',
    (value) => PHONE_NUMBER.test(value) || 'Enter a valid phone number.',
  ),
  { pattern: PHONE_NUMBER.source },
);

/** The 6-digit code of `reset-password/send/` or `user/send-code/`. */
export const OneTimeCode = documented(
  s.refine(
    s.string(),
    'one_time_code',
    (value) => /^\d{6}$/.test(value) || 'Enter the 6-digit code.',
  ),
  { pattern: '^\\d{6}$' },
);

export const RefreshBody = s.object({ refresh: shortText(512) });
export type RefreshBody = s.Infer<typeof RefreshBody>;

/** POST `auth/logout/`: ends the sign-in `refresh` belongs to, or with `all` every one of its user. */
export const LogoutBody = s.object({
  refresh: shortText(512),
  all: s.defaulted(s.boolean(), false),
});
export type LogoutBody = s.Infer<typeof LogoutBody>;

/** The answer of register, login and refresh. */
export const TokenPair = s.object({ access: s.string(), refresh: s.string() });
export type TokenPair = s.Infer<typeof TokenPair>;

const Count = s.min(s.integer(), 0);

/** The signed-in user (docs/api.md, Account). `avatar` is an absolute URL. */
export const User = s.object({
  id: s.min(s.integer(), 1),
  username: s.string(),
  email: s.string(),
  first_name: s.string(),
  last_name: s.string(),
  phone_number: s.nullable(s.string()),
  avatar: s.nullable(s.string()),
  is_admin: s.boolean(),
  has_membership: s.boolean(),
  referral_code: s.string(),
  referred_by: s.nullable(s.string()),
  date_joined: s.string(),
  /**
   * Purchases and sales waiting for this user's action, unanswered questions on their products,
   * unread messages in their sales' conversations and `claims` whose next step is theirs (a
   * seller's open claim or returned item, a buyer's offer or return request; every escalated one
   * for administrators); for administrators, `reviews` counts the purchases and products waiting
   * for their review.
   */
  pending: s.object({
    purchases: Count,
    sales: Count,
    questions: Count,
    messages: Count,
    claims: Count,
    reviews: s.optional(Count),
  }),
});
export type User = s.Infer<typeof User>;

/** The answer of calls that only acknowledge, such as sending a code. */
export const Detail = s.object({ detail: s.string() });
export type Detail = s.Infer<typeof Detail>;
