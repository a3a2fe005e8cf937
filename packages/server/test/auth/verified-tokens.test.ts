import { describe, expect, it } from 'vitest';
import { rememberVerified, type Verified } from '../../src/auth/verified-tokens.js';

describe('verified tokens, remembered until they expire', () => {
  /** A check that accepts tokens starting with `good`, valid until `expiresAt`, and counts its calls. */
  function counted(expiresAt: number) {
    const checked: string[] = [];
    const verifyNow = async (token: string): Promise<Verified<string> | undefined> => {
      checked.push(token);
      return token.startsWith('good') ? { claims: `claims of ${token}`, expiresAt } : undefined;
    };
    return { checked, verifyNow };
  }

  it('checks a token in full once, then answers it from memory until it expires', async () => {
    let time = 1_000;
    const { checked, verifyNow } = counted(2_000);
    const verify = rememberVerified(verifyNow, { now: () => time });
    expect(await verify('good-1')).toBe('claims of good-1');
    expect(await verify('good-1')).toBe('claims of good-1');
    expect(checked).toEqual(['good-1']);
    time = 2_000;
    expect(await verify('good-1')).toBeUndefined();
  });

  it('never remembers a refused token', async () => {
    const { checked, verifyNow } = counted(2_000);
    const verify = rememberVerified(verifyNow, { now: () => 1_000 });
    expect(await verify('forged')).toBeUndefined();
    expect(await verify('forged')).toBeUndefined();
    expect(checked).toEqual(['forged', 'forged']);
  });

  it('keeps at most maxKept, forgetting the oldest first', async () => {
    const { checked, verifyNow } = counted(2_000);
    const verify = rememberVerified(verifyNow, { maxKept: 2, now: () => 1_000 });
    for (const token of ['good-1', 'good-2', 'good-3', 'good-3', 'good-1']) await verify(token);
    expect(checked).toEqual(['good-1', 'good-2', 'good-3', 'good-1']);
  });
});
