import type { Product, ProductStatusBody } from '@plaza/api';
import { productEditingApi } from '../../../lib/api-calls/product-editing';
import { revalidateProducts } from '../../../lib/revalidate';

/** PATCH `marketplace/admin/products/{id}/status/`: approves, or suspends with a reason. */
export async function setProductStatus(id: number, body: ProductStatusBody): Promise<Product> {
  const product = await productEditingApi.setProductStatus(id, body);
  await revalidateProducts();
  return product;
}
