import type { TokenPair, User } from '@plaza/api';

/** Someone signed in here was handed a link to another account: whom to ask about. */
export interface AccountSwitchOffer {
  current: string;
  linked: string;
  /** The linked account's session, already started: kept if they switch, ended if not. */
  pair: TokenPair;
}

/** The calls following a link makes. */
export interface RefreshLinkCalls {
  /** POST `auth/token/refresh/`: spends the link's token for a pair of its own. */
  refresh: (token: string) => Promise<TokenPair>;
  /** GET `auth/user/` as the user signed in here. */
  currentUser: () => Promise<User>;
  /** GET `auth/user/` as whoever `access` belongs to. */
  userOf: (access: string) => Promise<User>;
  /** POST `auth/logout/` for a session, waited for briefly and never failing (bounded-logout.ts). */
  endSignIn: (refresh: string) => Promise<void>;
  reportError?: (error: unknown) => void;
}

/**
 * A `?refresh=` link opened where someone is signed in already (issue 34: a link must never swap
 * a signed-in person into another account unasked). The link's token is spent for a session of
 * its own, to learn whose it is: another user's is an offer to ask about; the same user's, or one
 * that cannot be read, is ended at once, so nothing is left open, and the session here stays.
 * Null when there is nothing to ask.
 */
export async function accountSwitchOffer(
  token: string,
  { refresh, currentUser, userOf, endSignIn, reportError = console.warn }: RefreshLinkCalls,
): Promise<AccountSwitchOffer | null> {
  let pair: TokenPair;
  try {
    pair = await refresh(token);
  } catch (error) {
    // A spent or revoked link opens nothing: there is no session of its own to end.
    reportError(error);
    return null;
  }
  try {
    const [current, linked] = await Promise.all([currentUser(), userOf(pair.access)]);
    if (current.id !== linked.id) {
      return { current: current.username, linked: linked.username, pair };
    }
  } catch (error) {
    reportError(error);
  }
  await endSignIn(pair.refresh);
  return null;
}
