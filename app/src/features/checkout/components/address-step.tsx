import type { Address } from '@plaza/api';
import { Button, RadioGroup } from '@plaza/ui';
import { PlusIcon } from '@phosphor-icons/react/dist/ssr/Plus';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { LoadError } from '../../../components/errors/load-error';
import { PageLoading } from '../../../components/page-loading';
import { useMessage } from '../../../hooks/use-message';
import { useLanguage } from '../../../i18n/use-language';
import { countryName, formatPhone } from '../../../lib/address-format';
import { useAddresses } from '../../../hooks/use-addresses';
import { AddressForm } from '../../../components/address-form';
import { shippingChoice } from '../shipping-choice';
import * as styles from './checkout.css';

interface AddressStepProps {
  /** The buyer's own choice, if any; without one the default or only address shows chosen. */
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Goes on with the address shown chosen (see `shippingChoice`), or `null` when none is. */
  onContinue: (id: number | null) => void;
  /** Shown when the buyer tried to go on without an address (docs/product.md's address_required). */
  isMissing: boolean;
}

const describe = (address: Address, language: string) =>
  [
    `${address.city}, ${address.state}`,
    `${address.postal_code} · ${countryName(address.country, language)}`,
    formatPhone(address.phone_number),
  ].join(' · ');

/**
 * Where a physical order ships: one of the saved addresses, or a new one added in place (the form
 * opens at once when there is none yet).
 */
export function AddressStep({ selectedId, onSelect, onContinue, isMissing }: AddressStepProps) {
  const say = useMessage();
  const language = useLanguage();
  const { data: addresses, error, isValidating, mutate } = useAddresses();
  const [isAdding, setAdding] = useState(false);

  if (error && !addresses)
    return <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />;
  if (!addresses) return <PageLoading />;
  // What the buyer sees chosen is what Continue goes on with: one rule for both.
  const chosen = shippingChoice(addresses, selectedId);

  if (isAdding || addresses.length === 0) {
    return (
      <section className={styles.step} aria-labelledby="new-address">
        <h2 id="new-address" className={styles.heading}>
          <FormattedMessage id="address.new" />
        </h2>
        <AddressForm
          onSaved={(address) => {
            onSelect(address.id);
            setAdding(false);
          }}
          onCancel={addresses.length > 0 ? () => setAdding(false) : undefined}
        />
      </section>
    );
  }

  return (
    <div className={styles.step}>
      <RadioGroup
        label={say('checkout.shippingAddress')}
        options={addresses.map((address) => ({
          value: String(address.id),
          label: address.address,
          description: describe(address, language),
          isUserText: true,
        }))}
        value={chosen === null ? null : String(chosen)}
        onChange={(value) => onSelect(Number(value))}
        isRequired
        isInvalid={isMissing && chosen === null}
        errorMessage={say('error.addressRequired')}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => setAdding(true)}>
          <PlusIcon aria-hidden />
          <FormattedMessage id="address.add" />
        </Button>
        <Button onPress={() => onContinue(chosen)}>
          <FormattedMessage id="checkout.continue" />
        </Button>
      </div>
    </div>
  );
}
