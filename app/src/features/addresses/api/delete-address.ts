import { orderApi } from '../../../lib/api-calls/orders';
import { ADDRESSES_KEY } from '../../../hooks/use-addresses';
import { revalidate } from '../../../lib/revalidate';

/** DELETE `marketplace/addresses/{id}/`; the address book loads again. */
export async function deleteAddress(id: number): Promise<void> {
  await orderApi.deleteAddress(id);
  await revalidate(ADDRESSES_KEY);
}
