import { endpoint } from '../endpoint.js';
import { CountryList, DevMailQuery, GeoPoint, MailMessageList } from '../schemas/base.js';
import { Health, Live, Ready } from '../schemas/health.js';

/** The Base calls, the server's health, and the mail kept outside production. */

export const health = endpoint({
  method: 'GET',
  path: '/health/',
  summary: 'Whether the server and its database answer',
  tag: 'Health',
  answers: { 200: Health },
  errors: [503],
});

export const live = endpoint({
  method: 'GET',
  path: '/health/live/',
  summary: 'Whether the process answers at all, asking no dependency: for a restart decision',
  tag: 'Health',
  answers: { 200: Live },
});

export const ready = endpoint({
  method: 'GET',
  path: '/health/ready/',
  summary: 'Whether this instance should be sent traffic: for a load balancer',
  description:
    'Asks the database, Redis (with `REDIS_URL`) and the bucket (with `S3_BUCKET`). `503` with `code` `not_ready` and the `checks` when one of them fails, and `stopping` from the moment the server is told to stop (`SIGTERM`), while it still serves for `SHUTDOWN_GRACE_SECONDS`.',
  tag: 'Health',
  answers: { 200: Ready },
  errors: [503],
  // A `503 not_ready` names each check's outcome too.
  errorFields: Ready,
});

export const countries = endpoint({
  method: 'GET',
  path: '/base/countries/',
  summary: 'Every country, named in the caller’s language',
  tag: 'Base',
  answers: { 200: CountryList },
});

export const geolocate = endpoint({
  method: 'GET',
  path: '/base/geolocate/',
  summary: 'Where the caller is, from their IP address',
  tag: 'Base',
  answers: { 200: GeoPoint },
});

export const devMail = endpoint({
  method: 'GET',
  path: '/dev/mail/',
  summary: 'The latest messages to an address (outside production only)',
  tag: 'Development',
  query: DevMailQuery,
  answers: { 200: MailMessageList },
});
