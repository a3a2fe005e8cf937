import {
  catalogueEndpoints as catalogue,
  productEditingEndpoints as productEditing,
  type Product,
} from '@plaza/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf, sessionOf, type Session } from '../../auth/authenticate.js';
import { productAnswer } from '../../catalogue/answers.js';
import { createProduct } from '../../catalogue/create-product.js';
import { checkPhotoCount } from '../../catalogue/product-checks.js';
import type { ProductRow } from '../../catalogue/product-rows.js';
import { removeProduct } from '../../catalogue/remove-product.js';
import { updateProduct } from '../../catalogue/update-product.js';
import { productHasPurchases } from '../../catalogue/purchases.js';
import { HttpError, notFound } from '../../http/http-error.js';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';
import { answerContext, answerProduct, maySee, productOf, summaryPage } from './product-context.js';
import { readProductForm } from './product-form.js';
import { answerVisitor } from './visitor-answers.js';

const permissionDenied = () =>
  new HttpError(403, 'permission_denied', 'You do not have permission to perform this action.');

/** Product `id` as `viewer` sees it (a visitor when `null`); `404` if they can't. */
async function productSeenBy(
  services: Services,
  request: FastifyRequest,
  id: number,
  viewer: Session | null,
): Promise<Product> {
  const product = await productOf(services, id);
  if (!maySee(product, viewer)) throw notFound();
  return productAnswer(answerContext(services, request, viewer), product);
}

/** The caller's own product `id`; `403` if it is someone else's they can see, `404` if they can't. */
async function ownProductOf(
  services: Services,
  request: FastifyRequest,
  id: number,
): Promise<ProductRow> {
  const product = await productOf(services, id);
  if (product.sellerId === sessionOf(request).user.id) return product;
  throw maySee(product, request.auth) ? permissionDenied() : notFound();
}

/** The Catalogue calls of docs/api.md under `marketplace/products/`. */
export function productRoutes(services: Services) {
  const { db, storage } = services;
  return async (app: FastifyInstance) => {
    route(app, catalogue.products, async ({ query }, request, reply) =>
      answerVisitor(services, request, reply, () =>
        summaryPage(services, request, null, { kind: 'explore' }, query, services.exploreCounts),
      ),
    );

    route(app, productEditing.myProducts, async ({ query }, request) => {
      const session = sessionOf(request);
      const seller = { kind: 'seller', sellerId: session.user.id } as const;
      return summaryPage(services, request, session, seller, query);
    });

    route(app, catalogue.product, async ({ params }, request, reply) =>
      answerVisitor(
        services,
        request,
        reply,
        () => productSeenBy(services, request, params.id, null),
        {
          ownerOf: (product) => product.seller.id,
          answerNow: async () =>
            productSeenBy(services, request, params.id, await callerOf(services.db, request)),
        },
      ),
    );

    route(
      app,
      productEditing.createProduct,
      async ({ body, form }, request, reply) => {
        const id = await createProduct(db, storage, sessionOf(request).user.id, body, form.photos, {
          ...(form.digitalFile && { digitalFile: form.digitalFile }),
        });
        reply.status(201);
        return answerProduct(services, request, id);
      },
      // The fields and the number of photos are checked together, so one answer names both.
      { form: { read: readProductForm, check: (form) => checkPhotoCount(form.photos.length) } },
    );

    route(
      app,
      productEditing.updateProduct,
      async ({ body, form, loaded: product }, request) => {
        // `status` and `is_tct_product` are not among the changes: a seller never sets them.
        await updateProduct(services, storage, product, body, {
          photos: form.photos,
          ...(form.digitalFile && { digitalFile: form.digitalFile }),
        });
        return answerProduct(services, request, product.id);
      },
      {
        // Someone else's product is refused before a byte of the photos sent to it is read.
        load: (request: FastifyRequest, { id }: { id: number }) =>
          ownProductOf(services, request, id),
        form: { read: readProductForm },
      },
    );

    route(app, productEditing.deleteProduct, async ({ params }, request, reply) => {
      const product = await ownProductOf(services, request, params.id);
      await removeProduct(services, storage, product, productHasPurchases);
      return reply.status(204).send();
    });
  };
}
