import type { Address } from '@plaza/api';

/**
 * The address checkout ships to, and the one its address step shows chosen: the buyer's own choice
 * while it is still in the book (one deleted elsewhere is no choice), else the default address, else
 * the only one. The cart keeps a choice only once the buyer makes one, so a book filled elsewhere (the
 * address book, another tab) or a cart emptied by the last purchase would otherwise offer a buyer with
 * one address nothing chosen, and Continue would ask them to choose. None when several addresses have
 * no default and the buyer has not chosen: that choice is theirs.
 */
export function shippingChoice(
  addresses: readonly Pick<Address, 'id' | 'is_default'>[],
  selectedId: number | null,
): number | null {
  if (addresses.some((address) => address.id === selectedId)) return selectedId;
  const fallback =
    addresses.find((address) => address.is_default) ??
    (addresses.length === 1 ? addresses[0] : undefined);
  return fallback?.id ?? null;
}
