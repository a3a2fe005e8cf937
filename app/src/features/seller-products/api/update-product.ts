import type { Product, ProductUpdate } from '@plaza/api';
import { api } from '../../../lib/api-client';
import { revalidateProducts } from '../../../lib/revalidate';

/** PATCH `marketplace/products/{id}/`; every product list and page loads again. */
export async function updateProduct(id: number, changes: ProductUpdate): Promise<Product> {
  const updated = await api.updateProduct(id, changes);
  void revalidateProducts();
  return updated;
}
