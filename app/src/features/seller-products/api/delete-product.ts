import { catalogueApi } from '../../../lib/api-calls/catalogue';
import { revalidateProducts } from '../../../lib/revalidate';

/** DELETE `marketplace/products/{id}/`: erased, or archived when it has purchases. */
export async function deleteProduct(id: number): Promise<void> {
  await catalogueApi.deleteProduct(id);
  await revalidateProducts();
}
