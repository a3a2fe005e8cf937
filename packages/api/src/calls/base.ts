import * as base from '../endpoints/base.js';
import type { Requester } from '../request.js';

export function baseCalls(request: Requester) {
  return {
    /** GET `health/`: the server is up and which database it runs on. */
    health: () => request(base.health),
    /** GET `health/live/`: the process answers, whatever its dependencies do. */
    live: () => request(base.live),
    /** GET `health/ready/`: the dependencies answer and the server is not stopping. */
    ready: () => request(base.ready),
    /** GET `base/countries/`: ISO 3166-1 countries, named in the request's language. */
    countries: () => request(base.countries),
    /** GET `base/geolocate/`: where the caller is, by IP address, or the server's default place. */
    geolocate: () => request(base.geolocate),
    /** GET `dev/mail/`: the latest messages to an address; only outside production. */
    devMail: (to: string) => request(base.devMail, { query: { to } }),
  };
}
