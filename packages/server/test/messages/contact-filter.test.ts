import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MASK, maskContacts } from '../../src/messages/contact-filter.js';

/*
 * The contact filter of a sale's conversation (docs/api.md, "Messages after the sale"): e-mail
 * addresses, phone numbers as the region writes them and links become `[…]`; what buyers and
 * sellers say about the sale itself (prices, dates, quantities, tracking codes) stays.
 */
describe('masking contact data in a message', () => {
  it.each([
    ['Escríbeme a ana.perez+1@gmail.com ya', 'Escríbeme a […] ya'],
    ['mi correo: ana @ correo.com.co', 'mi correo: […]'],
    ['llámame al +57 300 123 4567', 'llámame al […]'],
    ['fijo (11) 4567-8901 o cel 3001234567', 'fijo […] o cel […]'],
    ['+52 1 55 1234 5678', '[…]'],
    ['mira https://example.com/a?b=1 o www.tienda.co', 'mira […] o […]'],
    ['tienda.com.co, bit.ly/abc y wa.me/573001234567', '[…], […] y […]'],
  ])('masks %j', (text, masked) => {
    expect(maskContacts(text)).toBe(masked);
  });

  it.each([
    'Te lo envío el 29/11/2026 a las 10:30',
    'Cuesta US$ 25.90, en pesos 1.200.000',
    'Son 3 unidades de la compra 12',
    'Seguimiento TRK-991 o 1Z999AA10123456784',
    'Va con la guía SRV-4460372 y la ENV_12345678',
    'Listo.me avisas, gracias.es muy amable',
    'Llega en 2 o 3 días hábiles',
  ])('leaves %j as it is', (text) => {
    expect(maskContacts(text)).toBe(text);
  });
});

/** Text around what is masked: words and spaces that could join nothing into contact data. */
const words = fc.stringMatching(/^[a-záéíóúñ ]{0,30}$/);
const label = fc.stringMatching(/^[a-z][a-z0-9]{1,11}$/);
const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));

const emails = fc
  .tuple(label, label, fc.constantFrom('com', 'co', 'net', 'com.ar', 'org'))
  .map(([user, host, domain]) => `${user}@${host}.${domain}`);
/** 7 to 15 digits in groups of 2 to 4, joined as people write them, maybe after a `+`. */
const phones = fc
  .tuple(
    fc.boolean(),
    fc.array(digits(2, 4), { minLength: 3, maxLength: 4 }),
    fc.constantFrom(' ', '-', ''),
  )
  .filter(([, groups]) => groups.join('').length >= 7 && groups.join('').length <= 15)
  .map(([plus, groups, joint]) => `${plus ? '+' : ''}${groups.join(joint)}`);
const links = fc
  .tuple(fc.constantFrom('https://', 'http://', 'www.', ''), label, fc.constantFrom('com', 'io'))
  .map(([start, host, domain]) => `${start}${host}.${domain}/${host}`);

describe('the contact filter, for any text', () => {
  it('leaves none of the contact data written between words', () => {
    fc.assert(
      fc.property(words, fc.oneof(emails, phones, links), words, (before, contact, after) => {
        const masked = maskContacts(`${before} ${contact} ${after}`);
        expect(masked).toBe(`${before} ${MASK} ${after}`);
      }),
    );
  });

  it('masks nothing twice: filtered text filtered again is the same', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const once = maskContacts(text);
        expect(maskContacts(once)).toBe(once);
      }),
    );
  });

  it('never makes a message longer', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        expect(maskContacts(text).length).toBeLessThanOrEqual(text.length);
      }),
    );
  });
});
