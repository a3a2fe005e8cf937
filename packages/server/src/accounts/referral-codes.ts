import { randomInt } from 'node:crypto';

/** Without 0/O and 1/I/L, so a code read aloud or copied by hand comes out right. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

/** A new referral code: 31^8 (about 8.5 × 10^11) of them, so guessing one is no shortcut. */
export function newReferralCode(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Codes are compared as they are stored: upper-case, without surrounding spaces. */
export const normalizeReferralCode = (code: string) => code.trim().toUpperCase();
