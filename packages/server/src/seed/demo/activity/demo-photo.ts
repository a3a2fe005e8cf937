import { privateImageFromUpload, savePrivateImage } from '../../../storage/private-images.js';
import type { FileStorage } from '../../../storage/storage.js';
import { renderPicture } from '../product-picture.js';
import { dealtProducts } from '../seed-products.js';

/**
 * A photo of demo product `product` as its buyer took it when it arrived: another view of its
 * catalogue picture, drawn here (nothing downloaded) and kept private under `folder` as the API
 * keeps a message's or a claim's photo (re-encoded, in the private folder). Answers its key.
 */
export async function buyersPhotoOf(
  storage: FileStorage,
  folder: 'messages' | 'claims',
  product: string,
): Promise<string> {
  const placed = dealtProducts().find((candidate) => candidate.product.name === product);
  if (!placed) throw new Error(`demo photo: ${product} is not a demo product`);
  const view = placed.product.pictures ?? 1; // the first view none of its photos shows
  const picture = await renderPicture({ name: product, category: placed.category, view });
  return savePrivateImage(storage, folder, await privateImageFromUpload(picture, 'photo'));
}
