import * as s from 'superstruct';
import { documented } from '../json-schema.js';

/*
 * Multipart forms and query strings carry every value as text; JSON carries them typed. These structs
 * read "12" and "true" as the number and the boolean they mean, and leave anything else as it is for
 * the type check to refuse, so both kinds of request pass through the same rules.
 */

const INTEGER_TEXT = /^-?\d{1,15}$/;
const BOOLEANS: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };

/** An integer struct that also takes its decimal text. */
export const integerFromText = (struct: s.Struct<number, null> = s.integer()) =>
  s.coerce(struct, s.string(), (text) => (INTEGER_TEXT.test(text.trim()) ? Number(text) : text));

/** A boolean that also takes `true`, `false`, `1` or `0` as text. */
export const booleanFromText = () =>
  s.coerce(s.boolean(), s.string(), (text) => BOOLEANS[text.trim().toLowerCase()] ?? text);

/** The largest id a PostgreSQL `serial` holds. */
const MAX_ID = 2 ** 31 - 1;

/** A positive database id, such as a category's, as a number or its text. */
export const Id = documented(
  integerFromText(
    s.refine(s.integer(), 'id', (value) => (value >= 1 && value <= MAX_ID) || 'Enter a valid id.'),
  ),
  { minimum: 1, maximum: MAX_ID },
);

/**
 * A decimal amount as a string with at most `places` decimals and `digits` integer digits; JSON may
 * send it as a number. Kept as text end to end so money is never a float (docs/api.md, Conventions).
 */
export const decimalText = (
  name: string,
  {
    digits,
    places,
    accept,
    message,
  }: {
    digits: number;
    places: number;
    accept: (value: number) => boolean;
    message: string;
  },
) => {
  const shape = new RegExp(`^\\d{1,${digits}}(\\.\\d{1,${places}})?$`);
  return documented(
    s.refine(
      s.coerce(s.string(), s.number(), (value) => String(value)),
      name,
      (value) => (shape.test(value) && accept(Number(value))) || message,
    ),
    { pattern: shape.source },
  );
};

/**
 * Nothing but characters that draw nothing: white space, format characters (zero-width spaces and
 * joiners, BiDi controls, the byte order mark), Unicode's other ignorable ones (Hangul fillers,
 * variation selectors, U+180E) and the Braille blank, which people paste to post a blank text.
 */
const BLANK = /^[\s\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/**
 * docs/api.md, Conventions: free text that is blank once invisible characters are removed is empty. A
 * new struct each call, since `documented` keeps its notes by struct.
 */
const emptyWhenBlank = () =>
  s.coerce(s.string(), s.string(), (value) => (BLANK.test(value) ? '' : value));

/** How a text field's length rule is refused: the limit is in the words, for people and the app. */
const lengthRefusal = (max: number, { required }: { required: boolean }) =>
  required ? `Enter 1 to ${max} characters.` : `Enter at most ${max} characters.`;

const LENGTH_REFUSAL = /^Enter (?:1 to|at most) (\d+) characters\.$/;

/**
 * The most characters a refused text field takes, read from its refusal (a schema's own, or the
 * server's answer, which words it the same), or `null` for a refusal of another rule: so the app
 * can say "at most 100 characters" in the reader's language rather than "too long".
 */
export function lengthLimitOf(message: string): number | null {
  const match = LENGTH_REFUSAL.exec(message);
  return match ? Number(match[1]) : null;
}

/**
 * Free text of at most `max` characters; with `required`, not blank either. Blank text counts as
 * empty, and is read as `''`. NUL is refused whatever the length: PostgreSQL can't store it.
 */
export const boundedText = (name: string, max: number, { required }: { required: boolean }) =>
  documented(
    s.refine(emptyWhenBlank(), name, (value) => {
      if (value.includes('\u0000')) return 'Null characters are not allowed.';
      const fits = value.length <= max && !(required && BLANK.test(value));
      return fits || lengthRefusal(max, { required });
    }),
    { maxLength: max, ...(required && { minLength: 1 }) },
  );

/** Text that may be left out or null, of at most `max` characters: notes, reasons, codes. */
export const optionalText = (name: string, max: number) =>
  s.optional(s.nullable(boundedText(name, max, { required: false })));

/** A short free text such as a referral code or a login name: present and bounded. */
export const shortText = (max: number) =>
  documented(
    s.refine(
      s.string(),
      'short_text',
      (value) => (value.length > 0 && value.length <= max) || `Enter 1 to ${max} characters.`,
    ),
    { minLength: 1, maxLength: max },
  );
