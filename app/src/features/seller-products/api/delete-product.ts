import { api } from '../../../lib/api-client';
import { revalidateProducts } from '../../../lib/revalidate';

/** DELETE `marketplace/products/{id}/`: erased, or archived when it has purchases. */
export async function deleteProduct(id: number): Promise<void> {
  await api.deleteProduct(id);
  await revalidateProducts();
}
