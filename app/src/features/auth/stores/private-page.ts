import { proxy } from 'valtio';
import { paths } from '../../../config/paths';

/**
 * The private page a visitor was just sent away from (RequireUser), so that Explore, where they
 * land, can say why and offer to sign in and go back to it (PrivatePageNotice); null once they
 * have seen that and moved on.
 */
export const privatePage = proxy<{ from: string | null; seen: boolean }>({
  from: null,
  seen: false,
});

/** A visitor is being sent away from `path`, its query included. */
export function sentAwayFrom(path: string): void {
  privatePage.from = path;
  privatePage.seen = false;
}

/**
 * The visitor is at `location` now: on Explore they see the notice; anywhere after that they
 * have moved on. The pages on the way to Explore (the private one, `/`) are not moving on.
 */
export function visiting(location: string): void {
  if (location === paths.explore) privatePage.seen = privatePage.from !== null;
  else if (privatePage.seen) {
    privatePage.from = null;
    privatePage.seen = false;
  }
}
