import { describe, expect, it } from 'vitest';
import { countryName, formatPhone } from './address-format';

/** The phone as it reads, without the invisible marks that keep it left to right. */
const shown = (phone: string) => formatPhone(phone).replace(/[\u2066\u2069]/g, '');

describe('a country', () => {
  it('is named in the reader’s language', () => {
    expect(countryName('CO', 'es')).toBe('Colombia');
    expect(countryName('DE', 'es')).toBe('Alemania');
    expect(countryName('DE', 'en')).toBe('Germany');
  });

  it('keeps a code it cannot name', () => {
    expect(countryName('AA', 'es')).toBe('AA');
    expect(countryName('not a code', 'en')).toBe('not a code');
  });
});

describe('a phone number', () => {
  it('typed as bare digits is grouped after its calling code', () => {
    expect(shown('+573001234567')).toBe('+57 300 123 4567');
    expect(shown('+14155550101')).toBe('+1 415 555 0101');
    expect(shown('+5491155550101')).toBe('+54 911 5555 0101');
    // A three-digit code: Ecuador's 593.
    expect(shown('+593991234567')).toBe('+593 991 234 567');
  });

  it('without a calling code is grouped as a national number', () => {
    expect(shown('3001234567')).toBe('300 123 4567');
    expect(shown('60155501')).toBe('6015 5501');
  });

  it('keeps the layout the person gave it', () => {
    expect(shown('+57 601 555 0101')).toBe('+57 601 555 0101');
    expect(shown(' (601) 555-0101 ')).toBe('(601) 555-0101');
  });

  it('reads left to right inside right-to-left text', () => {
    expect(formatPhone('+573001234567')).toBe('\u2066+57 300 123 4567\u2069');
  });
});
