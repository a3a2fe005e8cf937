import { productEditingEndpoints as productEditing, type Product } from '@plaza/api';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../src/storage/images.js';
import { registerUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { createdProduct, productForm } from '../support/products.js';
import { useShop } from '../support/shop.js';

/*
 * A change of a product that sends files is refused for anyone else's product before its files are
 * read (route.ts, `load`): a photo over the size limit shows it, since only reading it answers 413.
 */
describe('uploading to a product', () => {
  const shop = useShop();
  /** One photo a byte over the limit: reading it answers `413 file_too_large`. */
  const oversized = () => productForm({ name: 'Otra' }, [Buffer.alloc(MAX_IMAGE_BYTES + 1)]);
  const upload = (id: number, token: string) =>
    call<Product>(shop.server, productEditing.updateProduct, {
      params: { id },
      token,
      body: oversized(),
    });

  it('reads its owner’s files (and refuses the oversized photo)', async () => {
    const answer = await upload(shop.product.id, shop.seller.access);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 'file_too_large' });
  });

  it('refuses another user before reading their files: 403 when they can see it, 404 when not', async () => {
    const other = await registerUser(shop.server);
    const seen = await upload(shop.product.id, other.access);
    expect(seen.status).toBe(403);
    expect(seen.body).toMatchObject({ code: 'permission_denied' });

    const unseen = await createdProduct(shop.server, shop.seller.access);
    expect(unseen.status).toBe('pending_approval');
    expect((await upload(unseen.id, other.access)).status).toBe(404);
    expect((await upload(unseen.id + 1000, other.access)).status).toBe(404);
  });
});
