import { proxy, ref } from 'valtio';
import type { AccountSwitchOffer } from '../lib/session/refresh-link';
import { endSignIn, switchAccount } from '../lib/session/sign-in';

/** The question a `?refresh=` link to another account raises, until it is answered. */
export const accountSwitch = proxy<{ offer: AccountSwitchOffer | null }>({ offer: null });

/** Puts the question to the person signed in here (AccountSwitchPrompt). */
export function askAccountSwitch(offer: AccountSwitchOffer): void {
  accountSwitch.offer = { ...offer, pair: ref(offer.pair) };
}

/**
 * The answer: switching signs this device's user out and the link's account in; staying ends the
 * link's session, so nothing is left open, and the session here goes on untouched.
 */
export function answerAccountSwitch(switching: boolean): void {
  const { offer } = accountSwitch;
  if (!offer) return;
  accountSwitch.offer = null;
  if (switching) switchAccount(offer.pair);
  else void endSignIn(offer.pair.refresh);
}
