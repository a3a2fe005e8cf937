import type { Product } from '@plaza/api';
import { catalogueApi } from '../../../lib/api-calls/catalogue';
import { revalidateProducts } from '../../../lib/revalidate';

/** PATCH `marketplace/admin/products/{id}/network/`: tags or untags a network product. */
export async function setProductNetwork(id: number, isNetwork: boolean): Promise<Product> {
  const product = await catalogueApi.setProductNetwork(id, { is_tct_product: isNetwork });
  await revalidateProducts();
  return product;
}
