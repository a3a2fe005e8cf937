import { productEditingApi } from '../../../lib/api-calls/product-editing';
import { revalidateProducts } from '../../../lib/revalidate';

/** DELETE `marketplace/products/{id}/`: erased, or archived when it has purchases. */
export async function deleteProduct(id: number): Promise<void> {
  await productEditingApi.deleteProduct(id);
  await revalidateProducts();
}
