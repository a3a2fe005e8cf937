import type { Product } from '@plaza/api';
import { productEditingApi } from '../../../lib/api-calls/product-editing';
import { revalidateProducts } from '../../../lib/revalidate';

/** PATCH `marketplace/admin/products/{id}/network/`: tags or untags a network product. */
export async function setProductNetwork(id: number, isNetwork: boolean): Promise<Product> {
  const product = await productEditingApi.setProductNetwork(id, { is_tct_product: isNetwork });
  await revalidateProducts();
  return product;
}
