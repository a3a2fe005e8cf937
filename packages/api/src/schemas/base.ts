import { array, number, object, pattern, string, type Infer } from 'superstruct';

/** An ISO 3166-1 country, `name` in the request's language. */
export const Country = object({ code: pattern(string(), /^[A-Z]{2}$/), name: string() });
export type Country = Infer<typeof Country>;

export const CountryList = array(Country);

/** GET `base/geolocate/`: where the caller's IP address is, or the server's default place. */
export const GeoPoint = object({ latitude: number(), longitude: number() });
export type GeoPoint = Infer<typeof GeoPoint>;

/** A message kept by the server outside production (API.md, Mail in development). */
export const MailMessage = object({
  to: string(),
  subject: string(),
  text: string(),
  html: string(),
  sent_at: string(),
});
export type MailMessage = Infer<typeof MailMessage>;

export const MailMessageList = array(MailMessage);
