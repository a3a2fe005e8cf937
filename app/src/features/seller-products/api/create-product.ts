import type { NewProduct, Product } from '@plaza/api';
import { catalogueApi } from '../../../lib/api-calls/catalogue';
import { revalidateProducts } from '../../../lib/revalidate';

/** POST `marketplace/products/`: a new product, waiting for review; every product list loads again. */
export async function createProduct(product: NewProduct): Promise<Product> {
  const created = await catalogueApi.createProduct(product);
  void revalidateProducts();
  return created;
}
