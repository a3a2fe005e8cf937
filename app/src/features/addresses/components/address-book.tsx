import type { Address } from '@plaza/api';
import { AddressCard, AddressList, Button, ConfirmDialog, Dialog } from '@plaza/ui';
import { PlusIcon } from '@phosphor-icons/react/dist/ssr/Plus';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadError } from '../../../components/errors/load-error';
import { PageLoading } from '../../../components/page-loading';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { countryName, formatPhone } from '../../../lib/address-format';
import { toasts } from '../../../lib/toasts';
import { useAddresses } from '../../../hooks/use-addresses';
import { deleteAddress } from '../api/delete-address';
import { updateAddress } from '../../../lib/update-address';
import { AddressForm } from '../../../components/address-form';
import * as styles from '../../../components/address-form.css';

/** Which form is open: a new address, or one of the book's. */
type Editing = { kind: 'new' } | { kind: 'edit'; address: Address };

/**
 * The user's address book (docs/api.md, Addresses): every address as a card, the default one chosen
 * (choosing another makes it the default), with add, edit and delete.
 */
export function AddressBook() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const { data: addresses, error, isValidating, mutate } = useAddresses();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);

  if (error && !addresses) {
    return <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />;
  }
  if (!addresses) return <PageLoading />;

  const byId = (id: string) => addresses.find((address) => String(address.id) === id);
  const run = async (action: () => Promise<unknown>, doneTitle: string) => {
    try {
      await action();
      toasts.add({ tone: 'success', title: doneTitle });
    } catch (failure) {
      toastFailure(failure);
    }
  };
  const chosen = addresses.find((address) => address.is_default);

  return (
    <div className={styles.book}>
      <AddressList
        aria-label={intl.formatMessage({ id: 'addressBook.list' })}
        selectedId={chosen ? String(chosen.id) : null}
        emptyLabel={intl.formatMessage({ id: 'addressBook.empty' })}
        onSelectionChange={(id) => {
          const address = byId(id);
          if (!address || address.is_default) return;
          void run(
            () => updateAddress(address.id, { is_default: true }),
            intl.formatMessage({ id: 'addressBook.defaultSet' }, { address: address.address }),
          );
        }}
      >
        {addresses.map((address) => (
          <AddressCard
            key={address.id}
            address={{
              id: String(address.id),
              name: address.address,
              lines: [
                `${address.city}, ${address.state}, ${countryName(address.country, intl.locale)}`,
                intl.formatMessage(
                  { id: 'addressBook.postalAndPhone' },
                  { postalCode: address.postal_code, phone: formatPhone(address.phone_number) },
                ),
                address.location,
                ...(address.is_default ? [intl.formatMessage({ id: 'addressBook.default' })] : []),
              ],
            }}
            labels={{
              edit: (name) => intl.formatMessage({ id: 'addressBook.editAddress' }, { name }),
              delete: (name) => intl.formatMessage({ id: 'addressBook.deleteAddress' }, { name }),
            }}
            onEdit={(id) => {
              const found = byId(id);
              if (found) setEditing({ kind: 'edit', address: found });
            }}
            onDelete={(id) => setDeleting(byId(id) ?? null)}
          />
        ))}
      </AddressList>
      <p className={styles.hint}>
        <FormattedMessage id="addressBook.defaultHint" />
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => setEditing({ kind: 'new' })}>
          <PlusIcon aria-hidden />
          <FormattedMessage id="address.add" />
        </Button>
      </div>
      <Dialog
        isOpen={editing !== null}
        onOpenChange={(isOpen) => !isOpen && setEditing(null)}
        size="lg"
        title={intl.formatMessage({
          id: editing?.kind === 'edit' ? 'address.edit' : 'address.new',
        })}
      >
        {(close) => (
          <AddressForm
            address={editing?.kind === 'edit' ? editing.address : undefined}
            onCancel={close}
            onSaved={(address) => {
              close();
              toasts.add({
                tone: 'success',
                title: intl.formatMessage(
                  { id: 'addressBook.saved' },
                  { address: address.address },
                ),
              });
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        variant="destructive"
        title={intl.formatMessage(
          { id: 'addressBook.deleteTitle' },
          { address: deleting?.address ?? '' },
        )}
        confirmLabel={intl.formatMessage({ id: 'addressBook.deleteConfirm' })}
        cancelLabel={intl.formatMessage({ id: 'myProducts.delete.cancel' })}
        onConfirm={() => {
          const address = deleting;
          if (!address) return;
          void run(
            () => deleteAddress(address.id),
            intl.formatMessage({ id: 'addressBook.deleted' }, { address: address.address }),
          );
        }}
      >
        <p>
          <FormattedMessage id="addressBook.deleteText" />
        </p>
      </ConfirmDialog>
    </div>
  );
}
