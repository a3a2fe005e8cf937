import type { ShippingAddress } from '@plaza/api';
import { useLanguage } from '../../i18n/use-language';
import { countryName, formatPhone } from '../../lib/address-format';
import * as styles from './orders.css';

/**
 * An address as lines: street, city and state, postal code and country (named in `locale`), phone
 * (grouped for reading), directions.
 */
export function addressLines(address: ShippingAddress, locale: string): string[] {
  return [
    address.address,
    `${address.city}, ${address.state}`,
    `${address.postal_code} · ${countryName(address.country, locale)}`,
    formatPhone(address.phone_number),
    address.location,
  ];
}

/** A purchase's or a sale's shipping address, one line each. */
export function ShippingAddressText({ address }: { address: ShippingAddress }) {
  const language = useLanguage();
  return (
    <address className={styles.address}>
      {addressLines(address, language).map((line, index) => (
        // Lines are plain text and may repeat, so their place is their identity.
        <span key={index} dir="auto" className={styles.addressLine}>
          {line}
        </span>
      ))}
    </address>
  );
}
