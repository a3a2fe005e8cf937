import type { Product, ProductUpdate } from '@plaza/api';
import { catalogueApi } from '../../../lib/api-calls/catalogue';
import { revalidateProducts } from '../../../lib/revalidate';

/** PATCH `marketplace/products/{id}/`; every product list and page loads again. */
export async function updateProduct(id: number, changes: ProductUpdate): Promise<Product> {
  const updated = await catalogueApi.updateProduct(id, changes);
  void revalidateProducts();
  return updated;
}
