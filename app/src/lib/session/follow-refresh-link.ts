import { paths } from '../../config/paths';
import { callsAs, session, tokenCalls } from '../api-client';
import { accountApi } from '../api-calls/account';
import { askAccountSwitch } from '../../stores/account-switch';
import { accountSwitchOffer } from './refresh-link';
import { endSignIn } from './sign-in';

/** A `?refresh=` link where nobody is signed in: its token is stored and the page reloads at `/`. */
export function adoptRefreshLink(token: string): void {
  session.adopt(token);
  window.location.replace(paths.root);
}

/**
 * A `?refresh=` link's token, once the start-up refresh has said whether anyone is signed in here.
 * Nobody (a stored session was refused): it is adopted (docs/product.md, section 2). Someone: they
 * are asked before another account takes their place (refresh-link.ts).
 */
export async function followRefreshLink(token: string, signedIn: boolean): Promise<void> {
  if (!signedIn) {
    adoptRefreshLink(token);
    return;
  }
  const offer = await accountSwitchOffer(token, {
    refresh: tokenCalls.refresh,
    currentUser: accountApi.user,
    userOf: (access) => callsAs(access).user(),
    endSignIn,
  });
  if (offer) askAccountSwitch(offer);
}
