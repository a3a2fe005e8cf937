import { ApiError, lengthLimitOf } from '@plaza/api';
import { validate, type Struct } from 'superstruct';
import { errorMessage, type ErrorMessage } from '../i18n/error-messages';
import type { MessageId } from '../i18n/messages';

/** A field's error: a message, or one with the numbers it says (the most characters it takes). */
export type FieldError = MessageId | { id: MessageId; values: { max: number } };

/** A translated error per field name, as the forms show them under their fields. */
export type FieldErrorIds = Record<string, FieldError>;

/** Too long for its field, with the limit said (issue 36: "too long" left people guessing). */
export const tooLong = (max: number): FieldError => ({ id: 'form.error.tooLong', values: { max } });

/** The message for each named refinement of @plaza/api's schemas (their `refine(…, name, …)`). */
const MESSAGE_BY_REFINEMENT: Record<string, MessageId> = {
  username: 'form.error.username',
  email: 'form.error.email',
  password_length: 'form.error.passwordLength',
  person_name: 'form.error.personName',
  one_time_code: 'form.error.otp',
  short_text: 'form.error.required',
  referral_code: 'form.error.referralCode',
  accepted: 'form.error.acceptTerms',
  password_match: 'form.error.passwordMatch',
  amount: 'form.error.amount',
  // The product form's rules (docs/api.md, Catalogue); its texts' lengths are told by `tooLong`.
  short_description: 'form.error.shortDescription',
  price: 'form.error.price',
  shipping_price: 'form.error.shippingPrice',
  digital_shipping: 'form.error.digitalShipping',
  quantity: 'form.error.quantity',
  payment_percentage: 'form.error.percentage',
  attributes: 'form.error.attributes',
  levels: 'form.error.levels',
  // Reviews (docs/api.md, Reviews and seller pages).
  rating: 'form.error.rating',
};

/**
 * The field messages the server words itself (the rest are the schemas' own, which the app checks
 * first). docs/api.md gives field errors as text without a code, so these few are matched by their
 * exact text; anything else gets a general message rather than untranslated English.
 */
const MESSAGE_BY_SERVER_TEXT: Record<string, MessageId> = {
  'A user with that username already exists.': 'form.error.usernameTaken',
  'A user with that email already exists.': 'form.error.emailTaken',
  'This password is too common or too easy to guess.': 'form.error.passwordGuessable',
  'Add at least one photo.': 'form.error.photoRequired',
  'Choose an existing category.': 'form.error.category',
};

/** What the form's own check finds, with @plaza/api's schema: the first problem of each field. */
export function clientErrors<T, S>(values: object, struct: Struct<T, S>): FieldErrorIds {
  // With coercion, as the server checks: a form holds numbers as the text typed (a latitude "4.711").
  const [error] = validate(values, struct, { coerce: true });
  const found: FieldErrorIds = {};
  for (const failure of error?.failures() ?? []) {
    const field = failure.path.join('.') || 'non_field_errors';
    if (field in found) continue;
    const isEmpty = failure.value === undefined || failure.value === '';
    const refined = failure.refinement ? MESSAGE_BY_REFINEMENT[failure.refinement] : undefined;
    const limit = lengthLimitOf(failure.message);
    const isTooLong =
      limit !== null && typeof failure.value === 'string' && failure.value.length > limit;
    // An empty field is missing, whatever rule it also breaks (docs/product.md, section 5: "required").
    if (isEmpty) found[field] = 'form.error.required';
    else if (isTooLong) found[field] = tooLong(limit);
    else found[field] = refined ?? 'form.error.invalidField';
  }
  return found;
}

export interface SubmitErrors {
  /** Errors to show under fields. */
  fields: FieldErrorIds;
  /** The error about the whole form, such as a refused captcha or wrong credentials. */
  form: ErrorMessage | null;
}

/**
 * A server's length refusal, translated. "Enter at most N characters." is a text too long; "Enter 1
 * to N characters." refuses a required text blank or too long alike, so it is said as the range.
 */
function lengthErrorOf(text: string): FieldError | undefined {
  const max = lengthLimitOf(text);
  if (max === null) return undefined;
  return text.startsWith('Enter at most')
    ? tooLong(max)
    : { id: 'form.error.textLength', values: { max } };
}

/** Splits a failed call into field errors (a `400` naming fields) and an error for the form. */
export function submitErrors(error: unknown): SubmitErrors {
  if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) {
    return { fields: {}, form: errorMessage(error) };
  }
  const fields: FieldErrorIds = {};
  for (const [field, [text = ''] = []] of Object.entries(error.fields)) {
    fields[field] =
      MESSAGE_BY_SERVER_TEXT[text] ?? lengthErrorOf(text) ?? 'form.error.invalidField';
  }
  const { non_field_errors: whole, ...named } = fields;
  return {
    fields: named,
    form: whole ? (typeof whole === 'string' ? { id: whole } : whole) : null,
  };
}
