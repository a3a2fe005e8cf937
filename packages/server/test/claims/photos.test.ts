import { claimEndpoints as claims, type Claim } from '@plaza/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts.js';
import { sentSale } from '../support/claims.js';
import { bodyOf, call, fetchFile } from '../support/http.js';
import { photo } from '../support/products.js';
import { useShop } from '../support/shop.js';

/*
 * A claim's photos (docs/api.md, Claims): private, as a message's, each served by a link signed
 * for its claim alone.
 */
describe('a claim’s photos', () => {
  const shop = useShop({ product: { quantity: 100 } });
  let buyer: TestUser;
  beforeAll(async () => {
    buyer = await registerUser(shop.server);
  });

  /** POSTs a claim about a new sent sale as the form sends it, with `photos`: the raw answer. */
  const postWithPhotos = async (photos: Uint8Array[], saleId?: number) => {
    const id = saleId ?? (await sentSale(shop.server, buyer, shop.seller, shop.product)).saleId;
    const form = new FormData();
    form.append('reason', 'not_as_described');
    form.append('text', 'No es el color de las fotos.');
    for (const [index, bytes] of photos.entries()) {
      form.append('photos', new Blob([bytes], { type: 'image/png' }), `foto-${index}.png`);
    }
    return {
      saleId: id,
      answer: await call<Claim>(shop.server, claims.openClaim, {
        params: { id },
        token: buyer.access,
        body: form,
      }),
    };
  };

  it('keeps them private, each served by its claim’s signed link only', async () => {
    const { answer } = await postWithPhotos([await photo(), await photo()]);
    const claim = bodyOf(answer, 201);
    expect(claim.photos).toHaveLength(2);
    for (const link of claim.photos) {
      expect(await fetchFile(link)).toMatchObject({ status: 200, type: 'image/webp' });
    }
    const [first] = claim.photos as [string];
    const other = bodyOf((await postWithPhotos([await photo()])).answer, 201);
    const refused = [
      // Another claim's photo with this claim's signature, a photo it does not have, no signature.
      first.replace(`/claims/${claim.id}/`, `/claims/${other.id}/`),
      first.replace('/photos/1/', '/photos/3/'),
      first.replace(/\?.*$/, ''),
    ];
    for (const url of refused) expect((await fetchFile(url)).status, url).toBe(404);
  });

  it('refuses a file that is not an image, and opens nothing then', async () => {
    const text = new TextEncoder().encode('no soy una imagen');
    const { saleId, answer } = await postWithPhotos([text]);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body)).toEqual(['photos']);
    expect((await postWithPhotos([], saleId)).answer.status).toBe(201);
  });
});
