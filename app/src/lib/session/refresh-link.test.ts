import type { TokenPair, User } from '@plaza/api';
import { describe, expect, it, vi } from 'vitest';
import { accountSwitchOffer } from './refresh-link';

const linkedPair: TokenPair = { access: 'linked-access', refresh: 'linked-refresh' };
const userNamed = (id: number, username: string) => ({ id, username }) as User;

/** The calls, signed in here as `current`; the link's token belongs to `linked`. */
function calls(current: User, linked: User, refresh = async (_token: string) => linkedPair) {
  return {
    refresh: vi.fn(refresh),
    currentUser: async () => current,
    userOf: vi.fn(async (access: string) => {
      if (access !== linkedPair.access) throw new Error('not the linked access token');
      return linked;
    }),
    endSignIn: vi.fn(async (_refresh: string) => {}),
    reportError: vi.fn(),
  };
}

describe('a ?refresh= link opened where someone is signed in', () => {
  it("asks about another user's account, keeping its new session for the answer", async () => {
    const made = calls(userNamed(1, 'ana'), userNamed(2, 'bruno'));
    await expect(accountSwitchOffer('link-token', made)).resolves.toEqual({
      current: 'ana',
      linked: 'bruno',
      pair: linkedPair,
    });
    expect(made.refresh).toHaveBeenCalledWith('link-token');
    expect(made.endSignIn).not.toHaveBeenCalled();
  });

  it("asks nothing about the same user's, and ends the session it opened", async () => {
    const made = calls(userNamed(1, 'ana'), userNamed(1, 'ana'));
    await expect(accountSwitchOffer('link-token', made)).resolves.toBeNull();
    expect(made.endSignIn).toHaveBeenCalledExactlyOnceWith(linkedPair.refresh);
  });

  it('ends the session it opened when the users cannot be read', async () => {
    const made = calls(userNamed(1, 'ana'), userNamed(2, 'bruno'));
    made.userOf.mockRejectedValueOnce(new Error('network'));
    await expect(accountSwitchOffer('link-token', made)).resolves.toBeNull();
    expect(made.endSignIn).toHaveBeenCalledExactlyOnceWith(linkedPair.refresh);
  });

  it('asks nothing about a spent link, and has nothing to end', async () => {
    const refused = new Error('token_not_valid');
    const made = calls(userNamed(1, 'ana'), userNamed(2, 'bruno'), () => Promise.reject(refused));
    await expect(accountSwitchOffer('link-token', made)).resolves.toBeNull();
    expect(made.reportError).toHaveBeenCalledWith(refused);
    expect(made.endSignIn).not.toHaveBeenCalled();
  });
});
