import type { Requester } from '../request.js';
import { CountryList, GeoPoint, MailMessageList } from '../schemas/base.js';
import { Health } from '../schemas/health.js';

export function baseCalls(request: Requester) {
  return {
    /** GET `health/`: the server is up and which database it runs on. */
    health: () => request('GET', 'health/', Health),
    /** GET `base/countries/`: ISO 3166-1 countries, named in the request's language. */
    countries: () => request('GET', 'base/countries/', CountryList),
    /** GET `base/geolocate/`: where the caller is, by IP address, or the server's default place. */
    geolocate: () => request('GET', 'base/geolocate/', GeoPoint),
    /** GET `dev/mail/`: the latest messages to an address; only outside production. */
    devMail: (to: string) => request('GET', 'dev/mail/', MailMessageList, { query: { to } }),
  };
}
