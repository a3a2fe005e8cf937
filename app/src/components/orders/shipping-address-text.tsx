import type { ShippingAddress } from '@plaza/api';
import * as styles from './orders.css';

/** An address as lines: street, city and state, postal code and country, phone, directions. */
export function addressLines(address: ShippingAddress): string[] {
  return [
    address.address,
    `${address.city}, ${address.state}`,
    `${address.postal_code} · ${address.country}`,
    address.phone_number,
    address.location,
  ];
}

/** A purchase's or a sale's shipping address, one line each. */
export function ShippingAddressText({ address }: { address: ShippingAddress }) {
  return (
    <address className={styles.address}>
      {addressLines(address).map((line, index) => (
        // Lines are plain text and may repeat, so their place is their identity.
        <span key={index} dir="auto" className={styles.addressLine}>
          {line}
        </span>
      ))}
    </address>
  );
}
