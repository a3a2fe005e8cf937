import { orderApi } from '../../../lib/api-calls/orders';
import { revalidate } from '../../../lib/revalidate';

/** DELETE `marketplace/addresses/{id}/`; the address book loads again. */
export async function deleteAddress(id: number): Promise<void> {
  await orderApi.deleteAddress(id);
  await revalidate('marketplace/addresses/');
}
