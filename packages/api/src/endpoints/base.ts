import { endpoint } from '../endpoint.js';
import { CountryList, DevMailQuery, GeoPoint, MailMessageList } from '../schemas/base.js';
import { Health } from '../schemas/health.js';

/** The Base calls, the server's health, and the mail kept outside production. */

export const health = endpoint({
  method: 'GET',
  path: '/health/',
  summary: 'Whether the server and its database answer',
  tag: 'Health',
  answers: { 200: Health },
  errors: [503],
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
