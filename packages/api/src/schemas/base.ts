import * as s from 'superstruct';

/** An ISO 3166-1 country, `name` in the request's language. */
export const Country = s.object({ code: s.pattern(s.string(), /^[A-Z]{2}$/), name: s.string() });
export type Country = s.Infer<typeof Country>;

export const CountryList = s.array(Country);

/** GET `base/geolocate/`: where the caller's IP address is, or the server's default place. */
export const GeoPoint = s.object({ latitude: s.number(), longitude: s.number() });
export type GeoPoint = s.Infer<typeof GeoPoint>;

/** A message kept by the server outside production (docs/api.md, Mail in development). */
export const MailMessage = s.object({
  to: s.string(),
  subject: s.string(),
  text: s.string(),
  html: s.string(),
  sent_at: s.string(),
});
export type MailMessage = s.Infer<typeof MailMessage>;

export const MailMessageList = s.array(MailMessage);

/** GET `dev/mail/?to=`: any address mail may go to, such as `SUPPORT_EMAIL`'s default `support@localhost`. */
export const DevMailQuery = s.object({
  to: s.refine(
    s.string(),
    'address',
    (value) => /^[^\s@]+@[^\s@]+$/.test(value) || 'Enter an address.',
  ),
});
