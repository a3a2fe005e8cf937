import type { Product, ProductUpdate } from '@plaza/api';
import { productEditingApi } from '../../../lib/api-calls/product-editing';
import { revalidateProducts } from '../../../lib/revalidate';

/** PATCH `marketplace/products/{id}/`; every product list and page loads again. */
export async function updateProduct(id: number, changes: ProductUpdate): Promise<Product> {
  const updated = await productEditingApi.updateProduct(id, changes);
  void revalidateProducts();
  return updated;
}
