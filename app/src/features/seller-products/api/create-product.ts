import type { NewProduct, Product } from '@plaza/api';
import { productEditingApi } from '../../../lib/api-calls/product-editing';
import { revalidateProducts } from '../../../lib/revalidate';

/** POST `marketplace/products/`: a new product, waiting for review; every product list loads again. */
export async function createProduct(product: NewProduct): Promise<Product> {
  const created = await productEditingApi.createProduct(product);
  void revalidateProducts();
  return created;
}
