import { describe, expect, it } from 'vitest';
import { isGuessable } from '../../src/auth/password-strength.js';
import { hashPassword, needsRehash, verifyPassword } from '../../src/auth/passwords.js';

describe('password hashes', () => {
  it("use OWASP's scrypt parameters by default, in PHC form with a 16-byte salt and 64-byte key", async () => {
    const hash = await hashPassword('Vx-9kq!Lm2#p', 17);
    const [, , params, salt, key] = hash.split('$');
    expect(params).toBe('ln=17,r=8,p=1');
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
    expect(await verifyPassword('Vx-9kq!Lm2#p', hash)).toBe(true);
  });

  it('salt every hash, and check only the right password', async () => {
    const [first, second] = await Promise.all([
      hashPassword('same-Pass-1', 10),
      hashPassword('same-Pass-1', 10),
    ]);
    expect(first).not.toBe(second);
    expect(await verifyPassword('same-Pass-1', first ?? '')).toBe(true);
    expect(await verifyPassword('same-pass-1', first ?? '')).toBe(false);
    expect(await verifyPassword('same-Pass-1', 'not a hash')).toBe(false);
  });

  it('treat the same text in another Unicode form as the same password', async () => {
    const composed = 'Contraseña-1';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect(await verifyPassword(decomposed, await hashPassword(composed, 10))).toBe(true);
  });

  it('ask to be redone when made with a lower cost than today', async () => {
    const hash = await hashPassword('Vx-9kq!Lm2#p', 10);
    expect(needsRehash(hash, 10)).toBe(false);
    expect(needsRehash(hash, 12)).toBe(true);
    expect(needsRehash('legacy', 10)).toBe(true);
  });
});

describe('guessable passwords', () => {
  it.each(['password', '12345678', 'qwertyuiop', 'iloveyou1', 'barcelona'])(
    'refuse %s',
    (password) => {
      expect(isGuessable(password, [])).toBe(true);
    },
  );

  it("refuse the user's own names", () => {
    expect(isGuessable('mariagomez', ['mariagomez', 'maria@example.com'])).toBe(true);
  });

  it.each(['Vx-9kq!Lm2#p', 'lamp-violet-river', 'Tr0ub4dor&3'])('accept %s', (password) => {
    expect(isGuessable(password, [])).toBe(false);
  });
});
