/*
 * How an address's country and phone read (issue 36): the country by its name in the reader's
 * language, the phone in groups, rather than "CO" and "+573001234567".
 */

/** Intl.DisplayNames is built once per language: making one takes longer than asking it. */
const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's ISO 3166-1 code by its name in `locale` ("CO" → "Colombia"); an unknown code as is. */
export function countryName(code: string, locale: string): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    // Not a well-formed region code (addresses kept before the server checked them).
    return code;
  }
}

/**
 * E.164's two-digit country calling codes. The codes are a prefix code: a number whose first digit
 * is 1 or 7 has a one-digit code, one whose first two are listed here a two-digit code, and any
 * other a three-digit code. So the code is found without a table of countries.
 */
const TWO_DIGIT_CODES = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
);

const callingCodeLength = (digits: string) =>
  digits.startsWith('1') || digits.startsWith('7')
    ? 1
    : TWO_DIGIT_CODES.has(digits.slice(0, 2))
      ? 2
      : 3;

/** Digits in groups of three, the last one or two of four: 300 123 4567, 6015 5501. */
function grouped(digits: string): string {
  const groups: string[] = [];
  let rest = digits;
  while (rest.length > 4 && rest.length !== 8) {
    groups.push(rest.slice(0, 3));
    rest = rest.slice(3);
  }
  if (rest.length === 8) groups.push(rest.slice(0, 4), rest.slice(4));
  else groups.push(rest);
  return groups.join(' ');
}

/** Left-to-right isolate and its end: a phone keeps its order inside a right-to-left line. */
const LTR_ISOLATE = '\u2066';
const POP_ISOLATE = '\u2069';

/**
 * A phone number for reading: one typed as bare digits ("+573001234567") is grouped after its
 * calling code ("+57 300 123 4567"); one the person already spaced or punctuated keeps their
 * layout. Isolated left to right, so its digits keep their order in Arabic or Hebrew text.
 */
export function formatPhone(phone: string): string {
  const text = phone.trim().replace(/\s+/g, ' ');
  const bare = /^(\+?)(\d{6,})$/.exec(text);
  let readable = text;
  if (bare) {
    const [, plus, digits = ''] = bare;
    const codeLength = plus ? callingCodeLength(digits) : 0;
    const national = grouped(digits.slice(codeLength));
    readable = plus ? `+${digits.slice(0, codeLength)} ${national}` : national;
  }
  return `${LTR_ISOLATE}${readable}${POP_ISOLATE}`;
}
