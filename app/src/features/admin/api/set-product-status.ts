import type { Product, ProductStatusBody } from '@plaza/api';
import { api } from '../../../lib/api-client';
import { revalidateProducts } from '../../../lib/revalidate';

/** PATCH `marketplace/admin/products/{id}/status/`: approves, or suspends with a reason. */
export async function setProductStatus(id: number, body: ProductStatusBody): Promise<Product> {
  const product = await api.setProductStatus(id, body);
  await revalidateProducts();
  return product;
}
