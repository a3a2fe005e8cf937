import { AddressBody, type Address } from '@plaza/api';
import { Button, Checkbox, ComboBox, Form, TextField } from '@plaza/ui';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormSummary } from './form-summary';
import { useForm } from '../hooks/use-form';
import { useMessage } from '../hooks/use-message';
import { clientErrors } from '../lib/form-errors';
import { createAddress } from '../hooks/use-addresses';
import { updateAddress } from '../lib/update-address';
import { useCountries } from '../hooks/use-countries';
import { getLocation } from '../lib/location';
import * as styles from './address-form.css';

const EMPTY = {
  address: '',
  city: '',
  state: '',
  country: '',
  postal_code: '',
  phone_number: '',
  location: '',
  latitude: '',
  longitude: '',
  is_default: false,
};

type TextName = Exclude<keyof typeof EMPTY, 'is_default' | 'country'>;

/** A stored address as the form edits it: the coordinates as text, like what the user types. */
const valuesOf = ({ id: _id, latitude, longitude, ...address }: Address) => ({
  ...address,
  latitude: String(latitude),
  longitude: String(longitude),
});

interface AddressFormProps {
  /**
   * The address to edit; without one the form adds a new address.
   * @default undefined
   */
  address?: Address;
  /** Called with the address the server created or changed. */
  onSaved: (address: Address) => void;
  /**
   * Closes the form without adding anything.
   * @default undefined (no cancel button)
   */
  onCancel?: () => void;
}

/**
 * A new shipping address, or changes to one (docs/api.md, Addresses), checked by @plaza/api's
 * AddressBody before the server sees it. A new address's latitude and longitude start where
 * `base/geolocate/` places the user (asked once, then kept in local storage) and stay editable.
 */
export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const say = useMessage();
  const { data: countries } = useCountries();
  const form = useForm({
    initial: address ? valuesOf(address) : EMPTY,
    check: (values) => clientErrors(values, AddressBody),
    send: async (values) => {
      const body = AddressBody.create(values);
      onSaved(await (address ? updateAddress(address.id, body) : createAddress(body)));
    },
  });
  const { setValue } = form;

  useEffect(() => {
    // A stored address already says where it is.
    if (address) return;
    let isCurrent = true;
    getLocation()
      .then(({ latitude, longitude }) => {
        if (!isCurrent) return;
        setValue('latitude', String(latitude));
        setValue('longitude', String(longitude));
      })
      // Without a location the buyer types it; nothing else depends on it.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
    // Once, when the form opens: a later change is the buyer's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const labels: Record<keyof typeof EMPTY, string> = {
    address: say('address.address'),
    city: say('address.city'),
    state: say('address.state'),
    country: say('address.country'),
    postal_code: say('address.postalCode'),
    phone_number: say('address.phone'),
    location: say('address.location'),
    latitude: say('address.latitude'),
    longitude: say('address.longitude'),
    is_default: say('address.isDefault'),
  };
  const text = (name: TextName, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField {...form.field(name)} label={labels[name]} isRequired {...extra} />
  );

  return (
    <Form onSubmit={form.onSubmit} aria-label={say(address ? 'address.edit' : 'address.new')}>
      <FormSummary errors={form.summary} labels={labels} />
      {text('address', { autoComplete: 'street-address' })}
      <div className={styles.fieldRow}>
        {text('city', { autoComplete: 'address-level2' })}
        {text('state', { autoComplete: 'address-level1' })}
      </div>
      <div className={styles.fieldRow}>
        <ComboBox
          name="country"
          label={labels.country}
          options={(countries ?? []).map((country) => ({ id: country.code, label: country.name }))}
          selectedKey={form.values.country || null}
          onSelectionChange={(key) => setValue('country', key === null ? '' : String(key))}
          emptyLabel={say('address.noCountry')}
          openLabel={say('address.showCountries')}
          isRequired
          isInvalid={form.errors.country !== undefined}
          errorMessage={form.message('country')}
        />
        {text('postal_code', { autoComplete: 'postal-code' })}
      </div>
      {text('phone_number', { type: 'tel', autoComplete: 'tel' })}
      {text('location', { description: say('address.locationHelp') })}
      <div className={styles.fieldRow}>
        {text('latitude', { inputMode: 'decimal', description: say('address.coordinatesHelp') })}
        {text('longitude', { inputMode: 'decimal' })}
      </div>
      <Checkbox
        isSelected={form.values.is_default}
        onChange={(isSelected) => setValue('is_default', isSelected)}
      >
        {labels.is_default}
      </Checkbox>
      <div className={styles.actions}>
        <Button type="submit" isPending={form.isPending} pendingLabel={say('common.loading')}>
          <FormattedMessage id="address.save" />
        </Button>
        {onCancel && (
          <Button variant="secondary" onPress={onCancel}>
            <FormattedMessage id="orders.back" />
          </Button>
        )}
      </div>
    </Form>
  );
}
