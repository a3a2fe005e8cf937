/*
 * A sale's conversation stays inside Plaza (docs/api.md, "Messages after the sale"): contact data
 * written in a message is replaced by MASK before anyone reads it, unless the shop turned
 * MESSAGE_CONTACT_FILTER off. Pure and by pattern: it stops the usual ways of passing an address,
 * a number or a link, not someone determined to spell one out in words.
 */

export const MASK = '[…]';

/**
 * A link with its scheme, or starting `www.`, up to the next space; not the `www.` inside an
 * address (`ana@www.com`), which is the e-mail's.
 */
const LINK = /(?<![\p{L}\p{N}@._%+-])(?:https?:\/\/|www\.)\S+/giu;

/** An e-mail address, spaces around the `@` included (`ana @ mail.com`). */
const EMAIL = /[\p{L}\p{N}._%+-]+\s?@\s?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

/**
 * A bare link (`tienda.com`, `bit.ly/x`, `wa.me/57300…`) is read by its top-level domain: one
 * that is seldom a word stands alone (`tienda.com`, with a country's after it: `tienda.com.co`);
 * one that is also a word or runs into one after a full stop (`listo.me avisas`, `gracias.es`)
 * needs a path after it (`wa.me/…`).
 */
const DOMAINS_ALONE = 'com|net|org|info|biz|io|app|shop|store|online|site|xyz|link|ly|gl';
const DOMAINS_WITH_PATH = 'me|co|to|ar|bo|br|cl|ec|es|mx|pe|py|uy|ve|us';
const BARE_LINK = new RegExp(
  '(?<![\\p{L}\\p{N}@.-])[\\p{L}\\p{N}-]{2,}(?:\\.[\\p{L}\\p{N}-]+)*' +
    `(?:\\.(?:${DOMAINS_ALONE})(?:\\.[a-z]{2})?(?![\\p{L}\\p{N}-])(?:[/?#]\\S*)?` +
    `|\\.(?:${DOMAINS_WITH_PATH})/\\S*)`,
  'giu',
);

/**
 * A phone number as the region writes them: an optional `+`, then 7 to 15 digits (E.164's most)
 * grouped by spaces, hyphens or brackets (`+57 300 123 4567`, `(11) 4567-8901`, `3001234567`).
 * Full stops and slashes do not join groups, so prices (`1.200.000`) and dates stay; digits after a
 * code's letters and a hyphen (`SRV-4460372`, a carrier's tracking code) are that code's.
 */
const PHONE =
  /(?<![\p{L}\p{N}]|[\p{L}\p{N}][-_])\+?\(?\d(?:[\s()-]{0,2}\d){6,14}(?![\p{L}\p{N}])/gu;

/** `text` with every e-mail address, phone number and link in it replaced by {@link MASK}. */
export function maskContacts(text: string): string {
  // Links first, so the digits or the `@` inside one are masked with the whole link.
  return text
    .replace(LINK, MASK)
    .replace(EMAIL, MASK)
    .replace(BARE_LINK, MASK)
    .replace(PHONE, MASK);
}
